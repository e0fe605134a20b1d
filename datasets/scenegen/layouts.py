"""Random legal loadings of a card, bottom-up (no overhang, upright only if length <= layers,
inside the loading area), in the engine's layout JSON terms, and the scoring facts."""

LETTERS = "WGBTV"
LENGTH = {c: i + 1 for i, c in enumerate(LETTERS)}


DIE_FACES = {"W": (1, 1, 2, 3, 4, 5), "G": (0, 1, 2, 2, 3, 4), "B": (0, 1, 1, 2, 2, 3), "T": (0, 0, 1, 1, 2, 2),
             "V": (0, 0, 1, 1, 2, 2)}


def random_roll(rng):
    """A legal Zack & Pack roll: stick counts per colour, each a face of that colour's die."""
    return {c: rng.choice(DIE_FACES[c]) for c in LETTERS}


def random_layout(rng, card, fill, stock=None):
    """Pieces placed bottom-up until about `fill` of the capacity is used. With `stock`
    (sticks per colour, e.g. a roll) only those sticks are loaded; `stock` is consumed."""
    grid, layers = card["grid"], card["layers"]
    rows, cols = len(grid), len(grid[0])
    cells = [(x, y) for y in range(rows) for x in range(cols) if grid[y][x] == "#"]
    height = {c: 0 for c in cells}
    capacity = layers * len(cells)
    pieces, used = [], 0
    for _ in range(400):
        if used >= fill * capacity:
            break
        if stock is None:
            colour = rng.choice(LETTERS)
        else:
            left = [c for c in LETTERS if stock[c] > 0]
            if not left:
                break
            colour = rng.choice(left)
        n = LENGTH[colour]
        direction = rng.choice("xyz") if n <= layers else rng.choice("xy")
        x, y = rng.choice(cells)
        if direction == "z":
            z = height[(x, y)]
            if z + n > layers:
                continue
            height[(x, y)] += n
        else:
            span = [(x + i, y) if direction == "x" else (x, y + i) for i in range(n)]
            if any(c not in height for c in span):
                continue
            z = height[span[0]]
            if z >= layers or any(height[c] != z for c in span):
                continue
            for c in span:
                height[c] += 1
        pieces.append({"colour": colour, "x": x, "y": y, "z": z, "dir": direction})
        used += n
        if stock is not None:
            stock[colour] -= 1
    return pieces


def occupied_cells(piece):
    n = LENGTH[piece["colour"]]
    d = piece["dir"]
    return [(piece["x"] + (i if d == "x" else 0), piece["y"] + (i if d == "y" else 0), piece["z"] + (i if d == "z" else 0))
            for i in range(n)]


def top_view(card, pieces):
    """Rows of chars: '.' not loading area, '_' empty, else the letter of the top stick."""
    grid = card["grid"]
    top = {}
    for p in pieces:
        for x, y, z in occupied_cells(p):
            if (x, y) not in top or top[(x, y)][0] < z:
                top[(x, y)] = (z, p["colour"])
    rows = []
    for y, row in enumerate(grid):
        rows.append("".join("." if ch != "#" else top.get((x, y), (0, "_"))[1] for x, ch in enumerate(row)))
    return rows


def heights(card, pieces):
    grid = card["grid"]
    h = [[0] * len(grid[0]) for _ in grid]
    for p in pieces:
        for x, y, z in occupied_cells(p):
            h[y][x] = max(h[y][x], z + 1)
    return h


def score(card, pieces, off_card):
    """Engine rules: free = capacity - loaded volume; overflow = 2 x length of each stick left."""
    capacity = card["layers"] * sum(row.count("#") for row in card["grid"])
    loaded = sum(LENGTH[p["colour"]] for p in pieces)
    overflow = 2 * sum(LENGTH[c] for c in off_card)
    return {"free_cells": capacity - loaded, "overflow_points": overflow, "penalty": capacity - loaded + overflow}


def cargo_counts(pieces, off_card):
    counts = {c: 0 for c in LETTERS}
    for p in pieces:
        counts[p["colour"]] += 1
    for c in off_card:
        counts[c] += 1
    return [counts[c] for c in LETTERS]
