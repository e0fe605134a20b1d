#!/usr/bin/python3
"""Runs `packmate-cli simulate` over many seeds and prints per-player-count statistics.

Usage: scripts/simulate-stats.py [GAMES] (default 200) from the repository root after a build.
"""
import json
import statistics
import subprocess
import sys

games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
for players in (3, 4, 5, 6):
    rounds, penalties = [], []
    inexact = roll_offs = reshuffles = 0
    for seed in range(games):
        out = subprocess.run(["build/bin/packmate-cli", "simulate", "--players", str(players), "--seed", str(seed),
                              "--json"], capture_output=True, text=True, check=True).stdout
        game = json.loads(out)
        assert game["ledger"]["total_points"] == 590 and game["ledger"]["total_chips"] == 64
        rounds.append(len(game["rounds"]))
        roll_offs += game["roll_offs"]
        reshuffles += game["reshuffles"]
        for rnd in game["rounds"]:
            inexact += sum(not p["exact_change"] for p in rnd["payments"])
            penalties += [p["penalty"] for p in rnd["players"]]
    print(f"players {players}: {games} games, mean rounds {statistics.mean(rounds):.2f}, "
          f"mean penalty {statistics.mean(penalties):.2f}, roll-offs {roll_offs}, reshuffles {reshuffles}, "
          f"inexact-change payments {inexact}")
