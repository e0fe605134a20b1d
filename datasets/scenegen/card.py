"""Truck cards: card stock with a procedurally drawn truck around the white loading area.

Card geometry (shared with the C++ reader, vision/config/CardGeometry.h), in cells of
CELL_CM: the card is 8 x 5 cells, cab on the left; the loading bed is the 5 x 3 cell box
whose top-left is (2.5, 1.0); a card grid of rows x cols is centred in the bed. A white
margin of 0.2 cells runs round the card edge. Several ART STYLES; dev and test use
different ones."""
import math
import random

from PIL import Image, ImageDraw, ImageFont

CELL_CM = 1.2
CARD_CELLS = (8.0, 5.0)
BED_ORIGIN = (2.5, 1.0)
BED_CELLS = (5, 3)
MARGIN = 0.2
PX = 64  # texture pixels per cell
CARD_WHITE = (246, 245, 240)

# sky/background, background accent, cab, body (truck frame and non-loading cells), window,
# outline, wheel, pattern kind
STYLES = {
    "red_classic": ((170, 210, 235), (200, 225, 240), (200, 40, 35), (150, 30, 30), (120, 190, 230), (30, 20, 20), (35, 35, 35), "clouds"),
    "blue_flat": ((235, 220, 170), (225, 205, 150), (40, 80, 170), (30, 60, 130), (200, 230, 250), (20, 25, 50), (50, 50, 60), "stripes"),
    "green_cartoon": ((250, 200, 120), (245, 180, 100), (50, 150, 60), (40, 110, 50), (230, 240, 180), (10, 40, 10), (25, 25, 25), "dots"),
    "orange_road": ((150, 150, 160), (120, 120, 130), (235, 120, 30), (180, 80, 20), (170, 220, 240), (40, 25, 10), (20, 20, 20), "stripes"),
    "purple_retro": ((240, 190, 200), (225, 160, 180), (110, 50, 140), (80, 35, 100), (255, 240, 200), (40, 10, 50), (60, 40, 60), "dots"),
    "yellow_comic": ((120, 180, 120), (100, 160, 100), (235, 200, 30), (190, 150, 20), (120, 170, 230), (0, 0, 0), (30, 30, 30), "clouds"),
    # arts of the truck test split (rendered 2026-11; never shown while tuning)
    "night_dark": ((22, 26, 48), (235, 230, 170), (45, 45, 52), (38, 38, 44), (80, 100, 130), (205, 205, 215), (12, 12, 12), "stars"),
    "busy_collage": ((238, 228, 200), None, (215, 55, 135), (55, 150, 190), (250, 245, 150), (0, 0, 0), (40, 40, 40), "collage"),
    "kraft_sketch": ((205, 180, 140), (170, 140, 100), (70, 110, 90), (120, 95, 70), (220, 230, 220), (50, 35, 25), (40, 30, 20), "hatch"),
    # arts of the third truck test split (rendered 2026-11-21; never shown while tuning)
    "neon_midnight": ((34, 12, 46), (255, 60, 200), (20, 200, 210), (60, 20, 80), (255, 230, 90), (250, 250, 250), (10, 10, 10), "grid"),
    "pastel_wash": ((200, 225, 215), (235, 200, 215), (240, 170, 120), (175, 200, 235), (250, 250, 235), (120, 120, 140), (90, 90, 100), "blots"),
    "gravel_photo": ((110, 105, 95), (150, 140, 125), (190, 30, 30), (70, 70, 75), (150, 180, 200), (25, 25, 25), (20, 20, 20), "speckle"),
    # arts of the fourth truck test split (rendered 2026-11-21, third session of the day; never shown while tuning)
    "chalkboard": ((28, 58, 40), (215, 225, 210), (200, 200, 190), (60, 90, 70), (170, 200, 190), (230, 235, 225), (15, 20, 15), "chalk"),
    "sunset_waves": ((245, 150, 90), (230, 90, 120), (60, 40, 110), (120, 60, 90), (255, 220, 160), (40, 20, 40), (30, 25, 35), "waves"),
    "newsprint": ((218, 216, 208), (90, 90, 95), (35, 35, 40), (150, 150, 150), (240, 240, 235), (10, 10, 10), (25, 25, 25), "print"),
    # arts of the fifth truck test split (written 2026-11-21, end of the fifth round; to be rendered
    # and measured before any change of the next round; never shown while tuning)
    "forest_camo": ((96, 122, 82), (62, 82, 50), (230, 200, 60), (112, 92, 62), (200, 220, 200), (30, 30, 20), (20, 20, 20), "camo"),
    "cream_minimal": ((238, 232, 215), (205, 190, 165), (30, 110, 160), (200, 186, 160), (220, 235, 245), (90, 80, 70), (50, 50, 50), "confetti"),
    "blueprint": ((26, 70, 140), (200, 220, 250), (40, 90, 170), (32, 80, 155), (200, 220, 250), (230, 240, 255), (15, 30, 60), "rings"),
    # arts of the sixth truck test split (written 2026-11-22, seventh round; rendered once and
    # measured after the round's merges; never shown while tuning)
    "polka_pop": ((225, 70, 140), (250, 248, 242), (255, 210, 40), (40, 40, 45), (190, 235, 255), (25, 15, 25), (30, 30, 30), "bigdots"),
    "toy_wood": ((196, 150, 98), (150, 104, 62), (120, 170, 80), (140, 92, 52), (235, 225, 200), (70, 45, 25), (45, 30, 20), "planks"),
    "storm_sky": ((62, 72, 92), (235, 235, 150), (230, 230, 235), (95, 100, 115), (160, 175, 195), (20, 22, 30), (15, 15, 18), "zigzag"),
    # arts of the seventh truck test split (written 2026-11-22, end of the eighth round; rendered
    # once and measured once before any change of the next round; never shown while tuning)
    "harbour_night": ((20, 30, 60), (250, 190, 80), (230, 110, 40), (60, 70, 95), (255, 225, 150), (240, 235, 220), (10, 10, 14), "lanterns"),
    "comic_halftone": ((250, 215, 220), (40, 170, 200), (40, 180, 210), (235, 90, 120), (245, 245, 250), (20, 20, 30), (35, 35, 40), "halftone"),
    "mint_retro": ((170, 225, 200), (240, 240, 225), (210, 50, 50), (70, 140, 120), (250, 245, 215), (30, 50, 45), (25, 30, 30), "chevrons"),
    # arts of the eighth truck test split (written 2026-11-22, ninth round; rendered once and
    # measured once after the round's merges; never shown while tuning)
    "desert_dunes": ((236, 196, 130), (200, 140, 80), (60, 120, 170), (170, 110, 60), (230, 240, 245), (70, 40, 20), (40, 30, 25), "dunes"),
    "pixel_arcade": ((30, 20, 70), (90, 220, 120), (240, 60, 90), (70, 60, 150), (120, 230, 250), (250, 250, 120), (15, 10, 25), "pixels"),
    "botanic_ink": ((244, 240, 226), (60, 110, 70), (150, 40, 60), (110, 130, 100), (225, 235, 220), (40, 45, 35), (35, 35, 30), "vines"),
    # arts of the ninth truck test split (written 2026-11-22, tenth round; rendered once and
    # measured once after the round's merges; never shown while tuning)
    "circuit_board": ((18, 70, 45), (200, 170, 60), (210, 120, 40), (25, 55, 40), (150, 210, 190), (230, 200, 90), (12, 18, 14), "circuits"),
    "tartan_red": ((170, 35, 40), (30, 60, 40), (240, 230, 210), (120, 25, 30), (200, 220, 235), (20, 15, 15), (25, 22, 22), "plaid"),
    "paper_lantern": ((250, 236, 214), (235, 120, 70), (60, 150, 170), (240, 200, 160), (235, 245, 250), (110, 60, 40), (45, 35, 30), "scales"),
    # arts of the tenth truck test split (written 2026-11-22, eleventh round; rendered once and
    # measured once after the round's merges; never shown while tuning)
    "rally_flag": ((120, 122, 130), (20, 20, 22), (230, 200, 30), (70, 72, 80), (200, 225, 240), (15, 15, 15), (20, 20, 20), "flags"),
    "autumn_leaves": ((215, 120, 50), (120, 60, 30), (60, 90, 140), (160, 80, 35), (230, 235, 220), (50, 25, 10), (35, 25, 20), "leaves"),
    "ice_frost": ((226, 238, 248), (150, 185, 215), (200, 60, 60), (190, 210, 230), (245, 250, 255), (50, 70, 100), (40, 45, 55), "frost"),
    # arts of the eleventh truck test split (written 2026-11-27, twelfth round; rendered once before
    # any change of the round, measured once after its merges; never shown while tuning)
    "skyline_dusk": ((118, 84, 150), (38, 32, 58), (240, 150, 40), (70, 55, 95), (255, 230, 140), (20, 15, 30), (25, 20, 30), "skyline"),
    "argyle_knit": ((36, 48, 96), (196, 62, 72), (90, 170, 90), (52, 62, 110), (230, 230, 240), (235, 228, 205), (18, 20, 30), "argyle"),
    "topo_map": ((232, 228, 204), (160, 128, 86), (40, 110, 150), (205, 200, 170), (240, 245, 235), (90, 70, 50), (45, 40, 35), "topo"),
    # arts of the twelfth truck test split (written 2026-11-27, twelfth round; rendered once,
    # measured once by the lead; never shown while tuning)
    "aurora_night": ((14, 22, 40), (70, 220, 150), (220, 70, 60), (40, 50, 75), (150, 220, 230), (190, 205, 220), (10, 10, 14), "aurora"),
    "paisley_rust": ((178, 92, 58), (240, 200, 110), (40, 90, 120), (130, 62, 40), (215, 230, 235), (45, 20, 12), (30, 22, 20), "paisley"),
    "sheet_music": ((240, 234, 218), (40, 40, 45), (190, 40, 50), (200, 190, 170), (215, 230, 240), (30, 30, 35), (35, 35, 38), "notes"),
    # arts of the thirteenth truck test split (written 2026-11-27, fourteenth round; rendered once,
    # to be measured by the lead; never shown while tuning)
    "fireworks_night": ((30, 16, 34), (255, 200, 70), (30, 140, 190), (70, 40, 80), (250, 220, 160), (235, 225, 240), (12, 10, 14), "fireworks"),
    "stained_glass": ((128, 118, 104), (38, 34, 30), (225, 185, 60), (95, 70, 55), (200, 225, 235), (25, 22, 20), (30, 28, 26), "leaded"),
    "cross_stitch": ((242, 226, 228), (190, 40, 60), (60, 110, 170), (225, 200, 205), (235, 245, 250), (80, 40, 50), (45, 35, 40), "stitches"),
    # arts of the fourteenth truck test split (written 2026-11-27, after the thirteenth split's first
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "lava_field": ((34, 26, 28), (255, 130, 30), (60, 160, 170), (72, 52, 50), (250, 215, 160), (235, 215, 200), (12, 10, 10), "lava"),
    "honeycomb": ((196, 140, 40), (140, 88, 18), (40, 60, 110), (120, 80, 30), (240, 235, 200), (35, 25, 10), (30, 25, 20), "combs"),
    "road_atlas": ((238, 233, 214), (205, 60, 45), (40, 120, 90), (200, 195, 175), (215, 235, 245), (60, 55, 45), (40, 40, 40), "roads"),
    # arts of the fifteenth truck test split (written 2026-11-27, after the fourteenth split's first
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "deep_sea": ((10, 24, 42), (110, 225, 235), (240, 165, 40), (30, 52, 74), (170, 220, 235), (215, 230, 240), (10, 12, 16), "jellyfish"),
    "koi_pond": ((56, 122, 116), (240, 110, 40), (235, 215, 70), (36, 78, 76), (220, 240, 235), (20, 35, 35), (25, 25, 28), "koi"),
    "spirograph": ((245, 243, 236), (200, 45, 70), (50, 90, 170), (214, 209, 198), (228, 238, 248), (50, 50, 60), (40, 40, 45), "spiro"),
    # arts of the sixteenth truck test split (written 2026-11-27, after the fifteenth split's first
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "planet_orbits": ((18, 14, 40), (240, 190, 90), (150, 110, 220), (46, 40, 80), (180, 200, 240), (225, 220, 240), (10, 10, 14), "planets"),
    "origami_cranes": ((86, 122, 170), (215, 55, 55), (230, 120, 50), (58, 86, 128), (220, 235, 245), (25, 30, 45), (25, 25, 30), "cranes"),
    "wallpaper_damask": ((232, 230, 212), (196, 172, 118), (140, 30, 50), (205, 200, 180), (220, 232, 240), (60, 45, 40), (40, 35, 35), "damask"),
    # arts of the seventeenth truck test split (written 2026-11-27, after the sixteenth split's first
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "art_deco": ((20, 20, 24), (212, 176, 96), (30, 130, 110), (44, 42, 50), (236, 224, 190), (215, 185, 115), (10, 10, 12), "deco"),
    "coral_reef": ((28, 118, 158), (250, 120, 95), (245, 205, 50), (18, 76, 104), (205, 238, 245), (15, 30, 40), (25, 25, 30), "reef"),
    "mondrian": ((242, 239, 230), (205, 40, 35), (28, 64, 152), (196, 44, 38), (246, 206, 44), (22, 22, 24), (30, 30, 32), "mondrian"),
    # arts of the eighteenth truck test split (written 2026-11-27, after the seventeenth split's first
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "synthwave": ((24, 14, 44), (236, 64, 170), (40, 200, 225), (52, 30, 84), (255, 196, 120), (250, 110, 200), (12, 10, 16), "retrowave"),
    "balloon_fiesta": ((138, 118, 186), (226, 70, 58), (44, 150, 112), (98, 80, 142), (250, 236, 200), (34, 24, 52), (26, 22, 32), "balloons"),
    "delft_tiles": ((236, 238, 234), (38, 70, 158), (232, 128, 36), (40, 72, 150), (226, 234, 246), (22, 34, 80), (28, 30, 40), "delft"),
    # arts of the nineteenth truck test split (written 2026-11-28, after the eighteenth split's first
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "firefly_forest": ((16, 34, 52), (214, 240, 96), (228, 176, 48), (36, 58, 60), (170, 210, 200), (200, 225, 190), (10, 14, 14), "fireflies"),
    "sushi_conveyor": ((128, 88, 108), (242, 128, 84), (46, 120, 160), (92, 62, 78), (236, 226, 200), (30, 20, 26), (28, 24, 26), "sushi"),
    "butterfly_case": ((238, 232, 214), (40, 110, 200), (196, 70, 50), (72, 84, 70), (226, 236, 240), (40, 36, 30), (36, 34, 30), "specimens"),
    # arts of the twentieth truck test split (written 2026-11-28, after the nineteenth split's second
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "crystal_cave": ((24, 16, 38), (168, 110, 220), (236, 104, 52), (56, 50, 78), (180, 220, 230), (222, 212, 240), (12, 10, 16), "crystals"),
    "bookshelf": ((104, 132, 112), (152, 102, 62), (220, 72, 92), (40, 58, 72), (214, 232, 236), (28, 26, 24), (30, 28, 26), "books"),
    "washing_line": ((222, 236, 242), (250, 252, 253), (46, 140, 122), (62, 58, 110), (250, 250, 240), (30, 34, 44), (34, 34, 38), "laundry"),
    # arts of the twenty-first truck test split (written 2026-11-28, after the twentieth split's second
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "steampunk_gears": ((28, 22, 18), (196, 150, 72), (190, 84, 50), (70, 52, 40), (222, 202, 150), (214, 180, 110), (14, 12, 10), "gears"),
    "stamp_album": ((84, 108, 118), (236, 228, 206), (168, 58, 120), (46, 52, 70), (220, 232, 236), (26, 24, 30), (30, 30, 32), "stamps"),
    "candy_shop": ((248, 226, 232), (236, 90, 140), (60, 100, 200), (120, 50, 90), (236, 246, 250), (50, 30, 40), (36, 30, 34), "sweets"),
    # arts of the twenty-second truck test split (written 2026-11-28, after the twenty-first split's second
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "record_shop": ((34, 28, 40), (226, 96, 60), (60, 170, 150), (70, 58, 84), (200, 220, 236), (226, 216, 196), (12, 10, 14), "records"),
    "poker_table": ((44, 110, 74), (214, 180, 90), (200, 60, 50), (36, 72, 56), (224, 236, 230), (20, 30, 24), (26, 28, 26), "cardtable"),
    "sea_shells": ((236, 222, 194), (246, 214, 200), (40, 96, 170), (176, 120, 86), (226, 240, 246), (70, 50, 36), (44, 40, 38), "shells"),
    # arts of the twenty-third truck test split (written 2026-11-28, after the twenty-second split's second
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "chess_club": ((40, 20, 26), (232, 220, 190), (56, 150, 112), (96, 34, 42), (210, 226, 230), (236, 226, 200), (12, 10, 12), "chess"),
    "bakery": ((92, 120, 150), (238, 220, 180), (238, 196, 78), (78, 48, 36), (224, 236, 240), (30, 24, 22), (30, 28, 28), "bakery"),
    "fruit_stall": ((238, 240, 222), (236, 128, 40), (196, 46, 96), (50, 98, 62), (228, 240, 246), (44, 40, 30), (38, 36, 34), "fruit"),
    # arts of the twenty-fourth truck test split (written 2026-11-28, after the twenty-third split's second
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "tool_pegboard": ((32, 32, 36), (226, 128, 44), (70, 140, 196), (112, 40, 36), (204, 222, 232), (222, 216, 200), (12, 12, 12), "tools"),
    "cactus_nursery": ((184, 124, 104), (70, 128, 84), (52, 86, 160), (62, 42, 36), (222, 236, 240), (36, 24, 20), (30, 28, 28), "cacti"),
    "haberdashery": ((240, 234, 220), (200, 56, 84), (232, 172, 44), (44, 70, 120), (226, 238, 246), (42, 38, 42), (36, 34, 36), "notions"),
    # arts of the twenty-fifth truck test split (written 2026-11-28, after the twenty-fourth split's second
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "theatre_stage": ((24, 18, 22), (150, 26, 40), (214, 168, 62), (30, 84, 92), (206, 222, 230), (228, 216, 192), (12, 10, 12), "stage"),
    "regatta": ((112, 150, 180), (46, 90, 130), (218, 84, 52), (34, 50, 84), (224, 238, 246), (24, 30, 42), (28, 28, 32), "sails"),
    "tea_party": ((238, 232, 236), (206, 104, 128), (46, 132, 118), (104, 48, 78), (228, 240, 246), (44, 36, 40), (36, 32, 34), "teaset"),
    # arts of the twenty-sixth truck test split (written 2026-11-28, after the twenty-fifth split's second
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "cinema_night": ((20, 18, 26), (200, 40, 50), (222, 70, 96), (44, 62, 96), (210, 226, 236), (230, 222, 206), (12, 12, 14), "cinema"),
    "allotment": ((112, 146, 92), (86, 58, 40), (236, 196, 54), (150, 56, 48), (224, 238, 244), (36, 30, 24), (30, 28, 26), "veggies"),
    "chem_lab": ((236, 242, 240), (70, 130, 210), (214, 76, 60), (56, 74, 120), (226, 238, 246), (40, 44, 52), (34, 34, 38), "glassware"),
    # arts of the twenty-seventh truck test split (written 2026-12-07, after the twenty-sixth split's second
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "haunted_night": ((38, 26, 58), (232, 118, 30), (112, 176, 64), (40, 64, 58), (236, 210, 120), (226, 214, 236), (12, 10, 14), "pumpkins"),
    "songbird_wires": ((178, 146, 84), (62, 110, 150), (44, 84, 150), (120, 44, 40), (220, 232, 240), (36, 28, 22), (30, 28, 26), "wires"),
    "kite_festival": ((244, 238, 212), (220, 62, 60), (52, 140, 90), (56, 70, 130), (222, 236, 246), (40, 38, 46), (36, 34, 38), "kites"),
    # arts of the twenty-eighth truck test split (written 2026-12-07, after the twenty-seventh split's third
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "rocket_launch": ((14, 18, 40), (214, 64, 56), (80, 190, 214), (92, 40, 58), (214, 228, 238), (224, 220, 234), (12, 12, 16), "rockets"),
    "rainy_day": ((98, 118, 134), (70, 110, 190), (238, 182, 40), (44, 56, 96), (222, 236, 244), (26, 30, 40), (30, 30, 34), "umbrellas"),
    "dino_park": ((234, 240, 220), (92, 142, 84), (204, 68, 108), (70, 100, 146), (226, 238, 244), (44, 40, 36), (38, 36, 34), "dinosaurs"),
    # arts of the twenty-ninth truck test split (written 2026-12-08, after the twenty-eighth split's third
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "jazz_club": ((26, 14, 22), (214, 170, 70), (66, 118, 196), (38, 74, 64), (206, 222, 232), (230, 218, 200), (12, 10, 12), "jazz"),
    "cycle_rack": ((150, 88, 72), (60, 120, 160), (236, 200, 60), (36, 48, 92), (222, 236, 244), (30, 24, 22), (30, 30, 32), "bicycles"),
    "gelato_stand": ((248, 230, 214), (236, 120, 150), (236, 150, 52), (184, 64, 100), (226, 238, 246), (52, 38, 36), (38, 34, 34), "icecream"),
    # arts of the thirtieth truck test split (written 2026-12-08, after the twenty-ninth split's first
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "bowling_alley": ((14, 26, 30), (214, 52, 60), (240, 150, 40), (92, 44, 112), (200, 224, 232), (222, 226, 230), (12, 12, 14), "bowling"),
    "hat_shop": ((124, 128, 74), (176, 62, 96), (200, 64, 56), (40, 60, 110), (222, 236, 244), (30, 30, 24), (30, 30, 32), "hats"),
    "pencil_case": ((240, 242, 232), (186, 212, 230), (60, 150, 96), (214, 110, 44), (226, 238, 246), (40, 42, 50), (36, 36, 40), "stationery"),
    # arts of the thirty-first truck test split (written 2026-12-07, after the thirtieth split's
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "campsite_night": ((12, 20, 34), (236, 140, 40), (230, 190, 40), (30, 120, 118), (200, 224, 232), (222, 226, 230), (12, 12, 14), "camping"),
    "toy_train": ((96, 122, 150), (200, 50, 50), (120, 60, 150), (232, 180, 50), (222, 236, 244), (24, 28, 36), (30, 30, 32), "trains"),
    "mushroom_glade": ((234, 236, 210), (200, 40, 36), (40, 140, 150), (130, 76, 46), (226, 238, 246), (40, 36, 30), (36, 36, 40), "fungi"),
    # arts of the thirty-second truck test split (written 2026-12-07, after the thirty-first split's
    # measurement; rendered once, to be measured by the lead; never shown while tuning)
    "snowman_night": ((16, 24, 50), (214, 52, 60), (70, 160, 220), (190, 50, 70), (200, 224, 232), (222, 226, 230), (12, 12, 14), "snowmen"),
    "robot_workshop": ((84, 128, 130), (240, 200, 60), (236, 120, 40), (70, 60, 120), (222, 236, 244), (24, 28, 36), (30, 30, 32), "robots"),
    "farmyard": ((226, 236, 210), (190, 50, 40), (60, 100, 180), (214, 150, 50), (226, 238, 246), (40, 36, 30), (36, 36, 40), "farm"),
}
SPLITS = {"dev": ["red_classic", "blue_flat", "green_cartoon"], "test": ["orange_road", "purple_retro", "yellow_comic"]}
# Truck scenes: the old test arts were looked at while debugging, so they now train; the
# truck test split uses arts never used before.
# The second test split's arts (night_dark, busy_collage, kraft_sketch) were looked at, so
# they train too, along with RANDOM_ART: a new procedural art per card. So do the third split's
# (neon_midnight, pastel_wash, gravel_photo), measured in the third session.
RANDOM_ART = "random"
TRUCK_SPLITS = {"dev": SPLITS["dev"],
                "train": SPLITS["dev"] + SPLITS["test"] + ["night_dark", "busy_collage", "kraft_sketch"]
                + ["neon_midnight", "pastel_wash", "gravel_photo"] + [RANDOM_ART] * 8
                # the fourth split's arts, retired from held-out at the end of the fifth round
                + ["chalkboard", "sunset_waves", "newsprint"],
                "test": ["chalkboard", "sunset_waves", "newsprint"],
                "test5": ["forest_camo", "cream_minimal", "blueprint"],
                "test6": ["polka_pop", "toy_wood", "storm_sky"],
                "test7": ["harbour_night", "comic_halftone", "mint_retro"],
                "test8": ["desert_dunes", "pixel_arcade", "botanic_ink"],
                "test9": ["circuit_board", "tartan_red", "paper_lantern"],
                "test10": ["rally_flag", "autumn_leaves", "ice_frost"],
                "test11": ["skyline_dusk", "argyle_knit", "topo_map"],
                "test12": ["aurora_night", "paisley_rust", "sheet_music"],
                "test13": ["fireworks_night", "stained_glass", "cross_stitch"],
                "test14": ["lava_field", "honeycomb", "road_atlas"],
                "test15": ["deep_sea", "koi_pond", "spirograph"],
                "test16": ["planet_orbits", "origami_cranes", "wallpaper_damask"],
                "test17": ["art_deco", "coral_reef", "mondrian"],
                "test18": ["synthwave", "balloon_fiesta", "delft_tiles"],
                "test19": ["firefly_forest", "sushi_conveyor", "butterfly_case"],
                "test20": ["crystal_cave", "bookshelf", "washing_line"],
                "test21": ["steampunk_gears", "stamp_album", "candy_shop"],
                "test22": ["record_shop", "poker_table", "sea_shells"],
                "test23": ["chess_club", "bakery", "fruit_stall"],
                "test24": ["tool_pegboard", "cactus_nursery", "haberdashery"],
                "test25": ["theatre_stage", "regatta", "tea_party"],
                "test26": ["cinema_night", "allotment", "chem_lab"],
                "test27": ["haunted_night", "songbird_wires", "kite_festival"],
                "test28": ["rocket_launch", "rainy_day", "dino_park"],
                "test29": ["jazz_club", "cycle_rack", "gelato_stand"],
                "test30": ["bowling_alley", "hat_shop", "pencil_case"],
                "test31": ["campsite_night", "toy_train", "mushroom_glade"],
                "test32": ["snowman_night", "robot_workshop", "farmyard"]}
TRUCK_SPLITS["train_white"] = TRUCK_SPLITS["train"]  # the training arts on the white-square tables
TRUCK_SPLITS["train_sticks"] = TRUCK_SPLITS["train"]  # the training arts on the stick-coloured tables
TRUCK_SPLITS["train_white2"] = TRUCK_SPLITS["train"]  # the same arts on the eighth round's light-square tables
TRUCK_SPLITS["train_tiles"] = TRUCK_SPLITS["train"]  # the training arts on the ninth round's tiled tables
TRUCK_SPLITS["train_tiles2"] = TRUCK_SPLITS["train"]
TRUCK_SPLITS["train_patterned"] = TRUCK_SPLITS["train"]  # the training arts on the patterned round's tables
TRUCK_SPLITS["train_patterned2"] = TRUCK_SPLITS["train"]
TRUCK_SPLITS["train_lookalike"] = TRUCK_SPLITS["train"]  # the training arts on round sticks-net's look-alike tables
TRUCK_SPLITS["train_light"] = TRUCK_SPLITS["train"]  # the training arts on the light plain tables (light-tables)
TRUCK_SPLITS["train_mosaic"] = TRUCK_SPLITS["train"]  # the training arts on the busy multicolour tables (mosaic)
TRUCK_SPLITS["train_grey"] = TRUCK_SPLITS["train"]  # the training arts on the grey tables (grey, training)
TRUCK_SPLITS["grey_decide"] = TRUCK_SPLITS["train"]  # the training arts on the grey decision tables (grey-4310)
# Random tables (round `random-tables`): the training arts, the procedural ones twice as often.
TRUCK_SPLITS["train_random_tables"] = TRUCK_SPLITS["train"] + [RANDOM_ART] * 8
# Round card-r5: procedural arts that may also draw motif grids, stitched grids and trellises
# (PATTERNS2); the split train_random_tables2 only, so the other splits' random arts are as before.
RANDOM_ART2 = "random2"
PATTERNS2 = ["motif_grid", "stitch_grid", "trellis"]
TRUCK_SPLITS["train_random_tables2"] = TRUCK_SPLITS["train"] + [RANDOM_ART2] * 10
PATTERNS = ["clouds", "stripes", "dots", "stars", "collage", "hatch", "grid", "blots", "speckle", "plain"]
# The fourth test split's arts use patterns of their own (chalk, waves, print), kept out of
# PATTERNS so that no random training art has them; so do the fifth's (camo, confetti, rings)
# and the sixth's (bigdots: large near-white dots; planks: wood boards in stick brown; zigzag),
# and the seventh's (lanterns: glowing warm discs; halftone: a dot screen; chevrons: V stripes),
# and the eighth's (dunes: wavy sand bands; pixels: square blocks of a few sizes; vines: curves
# with leaves, on a near-white art), and the ninth's (circuits: traces with pads; plaid: crossing
# bands of two widths; scales: rows of overlapping arcs, on a near-white art), and the tenth's
# (flags: chequered black-and-white blocks; leaves: scattered leaves in browns and reds;
# frost: thin crystal stars, on a near-white art), and the eleventh's (skyline: building
# silhouettes with lit windows; argyle: diamonds crossed by thin light lines; topo: contour
# lines round a few peaks, on a near-white art), and the twelfth's (aurora: curtains of fine
# vertical strokes hanging from wavy lines, fading downwards; paisley: curved teardrops with an
# inner outline and an eye; notes: five-line staves with note heads, stems, beams and bar lines,
# on a near-white art), and the thirteenth's (fireworks: bursts of dotted rays in several colours
# with faint rising trails, on a near-black art; leaded: stained-glass panes, Voronoi cells in
# muted jewel colours with thick dark leading; stitches: cross-stitch hearts and flowers of small
# x stitches and a stitched border, on a pale blush art), and the fourteenth's (lava: branching
# glowing cracks with a dim red halo and a few embers, on a near-black art; combs: a honeycomb of
# hexagon outlines, some cells full of pale honey, a few bees; roads: a road map, cased red and
# yellow roads, a blue river, green parks, town dots and a faint map grid, on a near-white art),
# and the fifteenth's (jellyfish: glowing domed bells with a halo and trailing wavy tentacles,
# drifting plankton and bubbles, on a near-black deep blue art; koi: koi carp seen from above,
# white and orange with a few black spots, lily pads (some with a pink flower) and faint ripple
# rings on pond green; spiro: spirograph curves, hypotrochoid loops in red, blue, green and
# violet ink, on a near-white art), and the sixteenth's (planets: shaded planets, some banded, one
# ringed, dotted orbit arcs, faint stars and a comet, on a near-black violet art; cranes: folded
# paper cranes in red, yellow, white and pink hanging on strings, on a mid blue art; damask: a
# tone-on-tone wallpaper damask, mirrored medallions of a bud, scrolls and leaves on a half-drop
# lattice, on a pale ivory art), and the seventeenth's (deco: art deco, gold sunburst fans
# hanging from the top edge, pinstripes and stepped ziggurat outlines, on a near-black art; reef:
# a coral reef seen from the side, branching corals, sea fans and brain corals behind the truck,
# small tropical fish, faint sun rays, on a mid sea blue art; mondrian: a De Stijl composition of
# thick black bars, a few blocks red, blue, yellow or black, on an off-white art), and the
# eighteenth's (retrowave: a synthwave sunset, a striped sun on the horizon between mountain
# silhouettes, a perspective grid of magenta lines below, stars, on a near-black indigo art;
# balloons: hot-air balloons of two-coloured gores with baskets, small clouds, on a mid lavender
# art; delft: blue-and-white Delft tiles, a cobalt flower, windmill, ship or bird on each tile,
# corner ornaments, thin grout, on an off-white art), and the nineteenth's (fireflies: a forest at
# night, pine silhouettes in a far and a near range, a crescent moon, faint stars and glowing
# yellow-green fireflies, on a near-black blue art; sushi: a sushi conveyor belt, plates with
# coloured rims carrying nigiri, maki and gunkan, wooden menu tags above it, a counter with a cup
# of tea and a soy dish above the cab, on a mid plum art; specimens: an entomology case, pinned
# butterflies of five kinds and a few beetles in rows, a small label under each, on a cream art),
# and the twentieth's (crystals: a crystal cave, stalactites hanging from the roof, clusters of
# faceted amethyst, teal and pink crystals fanning up behind the truck and above the cab, white
# glints, on a near-black violet art; books: a bookshelf, rows of book spines of many colours and
# heights with bands and labels, some leaning, a potted plant, on wooden planks on a mid sage wall;
# laundry: washing lines sagging from a post, shirts, towels, socks, dresses and trousers held by
# wooden pegs, soft clouds, on a pale sky-blue art), and the twenty-first's (gears: clockwork,
# trains of meshing brass, copper and steel gears with spokes or holes and small pinions, a riveted
# copper pipe and a pressure gauge, on a near-black sepia art; stamps: a stamp album, rows of
# perforated stamps in glassine strips, each a small picture in one ink (a portrait, mountains, a
# ship, a flower), some postmarked, on a mid slate-teal page; sweets: a sweet shop, swirl
# lollipops, wrapped sweets with twisted ends, striped candy canes, sugared gumdrops and a glass jar
# of jelly beans, on a pale pink art), and the twenty-second's (records: a record shop, album
# sleeves with a black record half out, records alone with fine grooves, a glint and a coloured
# label, singles and a turntable above the cab, on a near-black aubergine art; cardtable: a card
# table, fans of playing cards (a pip or a court panel, a rank mark) and stacks of poker chips with
# striped edges under a printed gold line, on mid green baize; shells: a beach, a foam line, scallop
# and spiral shells, starfish, sand dollars and grains of grit, on a pale sand art), and the
# twenty-third's (chess: a chess club, Staunton pieces in ivory and ebony (pawns, rooks, bishops,
# knights, queens, kings) standing on a strip of the board, a faint notation line, a chess clock
# and a king above the cab, on a near-black wine art; bakery: a striped awning with a scalloped
# edge, round loaves with scoring cuts, baguettes, croissants and pretzels on a shelf, a cake on a
# stand and a loaf above the cab, on a mid dusty blue wall; fruit: a fruit stall, slatted crates
# heaped with apples, oranges, lemons, pears or grapes, chalk price tags, a watermelon slice and
# a hand of bananas above the cab, on a pale cream art), and the twenty-fourth's (tools: a
# workshop pegboard, a grid of holes, hammers, open-end wrenches, screwdrivers with fluted grips,
# hand saws and pliers hanging on hooks, a tape measure above the cab, on a near-black charcoal
# board; cacti: a cactus nursery, saguaros, ribbed barrel cacti with a flower and prickly pears in
# terracotta pots on an adobe ledge, a string of red chillies and an agave above the cab, on a mid
# adobe rose wall; notions: haberdashery, a tape measure along the top, buttons with two or four
# holes, thread spools, safety pins, a tomato pincushion and scissors above the cab, on a pale
# linen art), and the twenty-fifth's (stage: a theatre stage, a scalloped crimson valance with a
# gold fringe, curtains of folds gathered at gold tiebacks with tassels, spotlight beams and their
# pools on the boards, footlights in hoods, comedy and tragedy masks above the cab, on a near-black
# art; sails: a regatta, sailboats with numbered or striped mainsails and jibs on a sea of small
# wave crests, buoys and gulls, a red-and-white lighthouse on a rock with its beams above the cab,
# on a mid sky blue; teaset: a tea party, teapots with dotted bellies, cups on saucers with gold
# rims, sugar bowls heaped with cubes and milk jugs on a shelf, faint wallpaper sprigs, a big
# teapot on a doily with steam above the cab, on a pale rose-white art), and the twenty-sixth's
# (cinema: a film reel above the cab unspooling a wavy strip of film across the band above the
# truck, sprocket holes along both edges and a tinted picture in each frame (a sun, a figure,
# hills), a striped popcorn bucket heaped with popcorn at its end, a clapperboard with an open
# striped clapstick and ticket stubs above the cab, on a near-black art; veggies: an allotment
# seen from above, a raised bed of dark soil in a plank frame across the band, rows of cabbages,
# frilly lettuces, carrots' feathery tops with orange shoulders and radishes with round leaves,
# a watering can sprinkling and a snail on the grass path above the cab, on a mid leaf green;
# glassware: a laboratory, Erlenmeyer and round-bottom flasks, graduated beakers, measuring
# cylinders and racks of test tubes holding coloured liquids with bubbles on a bench above the
# truck, faint skeletal formulas on the wall, a Bunsen burner's flame under a boiling flask on a
# tripod above the cab, on a pale blue-white art), and the twenty-seventh's (pumpkins: a haunted
# night, a row of ribbed jack-o'-lanterns (most carved, a glowing face of triangle eyes and a
# jagged grin) across the band above the truck, bats above them, a spider web hanging from the top
# with a spider on its thread and a sheet ghost above the cab, on a near-black indigo art; wires:
# songbirds (sparrows, swallows with forked tails, a crow) perched on three telegraph wires sagging
# from a pole's crossarm with glass insulators above the cab to a second pole across the band,
# a birdhouse on the pole, on a mid ochre sky; kites: a kite festival, diamond kites of two colours
# with cross spars and bowed tails, delta kites with stripes and streamers and box kites flying
# above the truck on strings, a big diamond kite above the cab, on a pale butter sky), and the
# twenty-eighth's (rockets: a space launch, white rockets with coloured noses, fins and a porthole
# climbing at a slant on flames and trails of smoke puffs across the band above the truck,
# satellites with two solar panels and a dish among them, a launch gantry of red lattice with a
# rocket on its pad in billowing smoke above the cab, on a near-black navy art; umbrellas: a rainy
# day, open umbrellas of many colours (scalloped canopies with ribs and a tip, hooked handles) in a
# row above the truck, raindrops between them and slanted rain streaks all over, a pair of yellow
# wellington boots in a rippling puddle and an umbrella above the cab, on a mid slate blue-grey;
# dinosaurs: a dinosaur park, sauropods, stegosaurs with back plates and tail spikes, triceratops
# and T. rexes among ferns in a row above the truck, a smoking volcano with lava running down, a
# pterosaur and a fern above the cab, on a pale mint-cream art), and the twenty-ninth's (jazz: a
# jazz club, brass saxophones (a curved body on its U bend, a flared bell, a crook, pearl keys),
# trumpets (three valves over a looped tube, a flared bell) facing either way and leaning
# clarinets in a row across the band above the truck, a spotlight's beam falling on a microphone
# on its stand above the cab, on a near-black burgundy art; bicycles: a bike rack, bicycles of many
# colours (two spoked wheels, a diamond frame, a saddle, handlebars) facing either way parked in a
# row with steel hoops between some, faint brick courses on the wall, a penny-farthing above the
# cab, on a mid brick red; icecream: an ice-cream parlour, waffle cones of one or two scoops with
# drips, sprinkles or a cherry, ice lollies with a bite out and soft-serve swirls in a row above
# the truck, a sundae in a tulip glass with whipped cream, a cherry, a wafer and a long spoon above
# the cab, on a pale peach art), and the thirtieth's (bowling: a bowling alley, racks of white pins
# with two red neck stripes (a back row peeping over a front row) and bowling balls with three
# finger holes and a glint on a polished lane's edge of maple boards across the band above the
# truck, a ball striking pins that fly apart in a burst above the cab, on a near-black petrol art;
# hats: a milliner's, top hats, bowlers, straw boaters with striped ribbons, cloches with a flower
# and fedoras with a pinched crown on a shelf across the band, a striped round hatbox with a bow and
# a hat with a feather above the cab, on a mid olive wall; stationery: a pencil case tipped out on
# graph paper (a faint grid kept inside the rounded corners), sharpened pencils, wax crayons in
# zigzag wrappers and paper clips standing in a row above the truck, a metal sharpener, a curly
# shaving and an eraser above the cab, on a pale paper art), and the thirty-first's (camping: a
# campsite at night, A-frame tents of many colours with guy lines and pegs, a doorway lit from
# inside or dark and a flap pinned back, on a strip of dark grass across the band above the truck,
# a campfire of crossed logs with flames and sparks, a toasting marshmallow and a tin mug above the
# cab, on a near-black night art; trains: a toy train on a track of sleepers across the band, a
# steam locomotive with a cowcatcher and puffs of smoke pulling coaches with windows, open wagons
# of logs and tank wagons, a semaphore signal with its lamp and a station clock on a bracket above
# the cab, on a mid slate-blue wall; fungi: a woodland floor, fly agarics, porcini, chanterelles,
# parasols and inkcaps standing in a strip of moss across the band, a wicker basket heaped with
# mushrooms and a fallen cap above the cab, on a pale moss-cream art), and the thirty-second's
# (snowmen: a snowy night, snowmen of two or three balls (coal eyes and buttons, a carrot nose, a
# knitted scarf with a hanging end, twig arms) in a row on a snowbank across the band above the
# truck, snow falling all over, a wooden sledge on curled runners with a pair of mittens and a
# pyramid of snowballs above the cab, on a near-black blue art; robots: toy robots of five kinds
# (boxy ones with an antenna and a dial on the chest, domed ones on treads, tall ones with claw
# hands, tin wind-up ones with a key, round ones on a wheel) standing on a shelf across the band, a
# robot dog, an AA battery and a lightning bolt above the cab, on a mid teal wall; farm: a
# farmyard, sheep, cows with black patches, pigs with curly tails and hens in front of a white
# fence on a strip of grass across the band, a red gambrel barn with a hayloft and X-braced doors,
# a weathervane and a round hay bale above the cab, on a pale meadow art).


def grid_origin(rows, cols):
    """Top-left of the card grid in card cells (the grid is centred in the bed)."""
    return BED_ORIGIN[0] + (BED_CELLS[0] - cols) / 2.0, BED_ORIGIN[1] + (BED_CELLS[1] - rows) / 2.0


def draw_card(grid, layers, style, path, seed=0):
    rng = random.Random(seed)
    if style == RANDOM_ART2:
        sky, accent, cab, body, window, outline, wheel, pattern = random_style(rng, PATTERNS + PATTERNS2)
    else:
        sky, accent, cab, body, window, outline, wheel, pattern = random_style(rng) if style == RANDOM_ART else STYLES[style]
    w, h = int(CARD_CELLS[0] * PX), int(CARD_CELLS[1] * PX)
    img = Image.new("RGB", (w, h), CARD_WHITE)
    d = ImageDraw.Draw(img)
    m = int(MARGIN * PX)
    d.rounded_rectangle([m, m, w - m, h - m], radius=PX // 3, fill=sky)
    _pattern(d, pattern, accent, m, w, h, rng)
    d.rectangle([m, int(4.45 * PX), w - m, h - m], fill=(90, 90, 95))  # road
    bx, by = BED_ORIGIN[0] * PX, BED_ORIGIN[1] * PX
    bw, bh = BED_CELLS[0] * PX, BED_CELLS[1] * PX
    lw = max(2, PX // 16)
    d.rectangle([bx - 0.2 * PX, by - 0.2 * PX, bx + bw + 0.2 * PX, by + bh + 0.35 * PX], fill=body, outline=outline, width=lw)
    # cab
    cx0, cy0 = int(0.45 * PX), int(1.35 * PX)
    d.rounded_rectangle([cx0, cy0, int(2.2 * PX), int(4.2 * PX)], radius=PX // 4, fill=cab, outline=outline, width=lw)
    d.rounded_rectangle([int(0.7 * PX), int(1.6 * PX), int(1.9 * PX), int(2.6 * PX)], radius=PX // 8, fill=window, outline=outline, width=lw)
    d.ellipse([int(0.8 * PX), int(2.85 * PX), int(1.8 * PX), int(3.85 * PX)], fill=CARD_WHITE, outline=outline, width=lw)
    font = _font(int(0.8 * PX))
    d.text((int(1.3 * PX), int(3.35 * PX)), str(layers), fill=outline, font=font, anchor="mm")
    for wx in (1.3, 3.4, 6.5):
        d.ellipse([int((wx - 0.45) * PX), int(4.05 * PX), int((wx + 0.45) * PX), int(4.95 * PX)], fill=wheel, outline=outline, width=lw)
        d.ellipse([int((wx - 0.15) * PX), int(4.35 * PX), int((wx + 0.15) * PX), int(4.65 * PX)], fill=(180, 180, 180))
    rows, cols = len(grid), len(grid[0])
    gx, gy = grid_origin(rows, cols)
    for r in range(rows):
        for c in range(cols):
            x0, y0 = int((gx + c) * PX), int((gy + r) * PX)
            fill = CARD_WHITE if grid[r][c] == "#" else body
            d.rectangle([x0, y0, x0 + PX, y0 + PX], fill=fill)
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "#":
                x0, y0 = int((gx + c) * PX), int((gy + r) * PX)
                d.rectangle([x0, y0, x0 + PX, y0 + PX], outline=(165, 165, 165), width=2)
    img.save(path)


def random_style(rng, patterns=None):
    """A procedural art: dark, mid or light background, random hues and pattern, so a model
    trained on it has seen more card arts than anyone will print."""
    def colour(lo, hi):
        return tuple(rng.randrange(lo, hi) for _ in range(3))
    tone = rng.choice(["dark", "mid", "light"])
    sky = {"dark": colour(5, 70), "mid": colour(70, 180), "light": colour(170, 250)}[tone]
    accent = None if rng.random() < 0.15 else colour(0, 256)
    outline = colour(0, 60) if tone != "dark" or rng.random() < 0.4 else colour(180, 256)
    return (sky, accent, colour(0, 256), colour(0, 230), colour(60, 256), outline, colour(0, 90), rng.choice(patterns or PATTERNS))


def _pattern(d, kind, colour, m, w, h, rng):
    if kind == "stripes":
        for x in range(-h, w, PX // 2):
            d.line([x, h, x + h, 0], fill=colour, width=PX // 6)
    elif kind == "dots":
        for _ in range(40):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(4, 12)
            d.ellipse([x - r, y - r, x + r, y + r], fill=colour)
    elif kind == "stars":
        for _ in range(70):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(1, 4)
            d.ellipse([x - r, y - r, x + r, y + r], fill=colour)
        d.ellipse([w - 1.6 * PX, m + 0.1 * PX, w - 0.8 * PX, m + 0.9 * PX], fill=colour)
    elif kind == "collage":  # many small shapes in many colours, some close to stick paints
        for _ in range(160):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(5, 22)
            c = tuple(rng.randrange(20, 250) for _ in range(3))
            shape = rng.randrange(3)
            if shape == 0:
                d.ellipse([x - r, y - r, x + r, y + r], fill=c)
            elif shape == 1:
                d.rectangle([x - r, y - r / 2, x + r, y + r / 2], fill=c)
            else:
                d.polygon([(x, y - r), (x + r, y + r), (x - r, y + r)], fill=c)
        for _ in range(6):
            d.text((rng.uniform(m, w - 2 * PX), rng.uniform(m, h - m)), rng.choice(["ZACK!", "PACK", "GO", "42", "XL"]),
                   fill=tuple(rng.randrange(0, 200) for _ in range(3)), font=_font(rng.randrange(14, 30)))
    elif kind == "hatch":
        for x in range(-h, w, PX // 5):
            d.line([x, 0, x + h // 2, h], fill=colour, width=2)
    elif kind == "grid":  # neon squares
        step = PX // 2
        for x in range(m, w - m, step):
            d.line([x, m, x, h - m], fill=colour, width=2)
        for y in range(m, h - m, step):
            d.line([m, y, w - m, y], fill=colour, width=2)
    elif kind == "blots":  # soft watercolour blots
        for _ in range(25):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(15, 45)
            d.ellipse([x - r, y - r * 0.7, x + r, y + r * 0.7], fill=colour)
    elif kind == "speckle":  # gravel-like noise
        for _ in range(1500):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(0.5, 2.5)
            v = rng.randrange(40, 230)
            d.ellipse([x - r, y - r, x + r, y + r], fill=(v, v, v - 10))
    elif kind == "chalk":  # chalk scribbles: short rough strokes and a few letters
        for _ in range(45):
            x, y = rng.uniform(m, w - m), rng.uniform(m, h - m)
            dx, dy = rng.uniform(-30, 30), rng.uniform(-12, 12)
            d.line([x, y, x + dx, y + dy], fill=colour, width=rng.randrange(2, 5))
        for _ in range(4):
            d.text((rng.uniform(m, w - 2 * PX), rng.uniform(m, h - m)), rng.choice(["A+B", "x=3", "GO!", "1-2-3"]),
                   fill=colour, font=_font(rng.randrange(16, 26)))
    elif kind == "waves":  # horizontal sine bands
        for k, y0 in enumerate(range(m, h - m, PX // 3)):
            pts = [(x, y0 + 6 * math.sin(x / 23.0 + k)) for x in range(0, w, 6)]
            d.line(pts, fill=colour, width=PX // 10)
    elif kind == "print":  # newspaper columns of grey text lines
        for x0 in range(m, w - m, PX):
            for y in range(m, h - m, 7):
                if rng.random() < 0.85:
                    d.line([x0 + 3, y, x0 + rng.uniform(PX * 0.5, PX - 6), y], fill=colour, width=2)
    elif kind == "camo":  # overlapping irregular blobs in three greens and browns
        for _ in range(60):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(10, 30)
            c = rng.choice([colour, (84, 64, 40), (130, 140, 90)])
            pts = [(x + r * rng.uniform(0.5, 1.2) * dx, y + r * rng.uniform(0.5, 1.2) * dy)
                   for dx, dy in ((1, 0), (0.7, 0.7), (0, 1), (-0.7, 0.7), (-1, 0), (-0.7, -0.7), (0, -1), (0.7, -0.7))]
            d.polygon(pts, fill=c)
    elif kind == "confetti":  # sparse small tilted rectangles in stick-like colours
        for _ in range(90):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(3, 8)
            c = rng.choice([colour, (200, 60, 60), (60, 150, 140), (120, 80, 160), (110, 80, 50)])
            dx, dy = rng.uniform(-1, 1), rng.uniform(-1, 1)
            d.polygon([(x - r * dx - r * dy / 3, y - r * dy + r * dx / 3), (x + r * dx - r * dy / 3, y + r * dy + r * dx / 3),
                       (x + r * dx + r * dy / 3, y + r * dy - r * dx / 3), (x - r * dx + r * dy / 3, y - r * dy - r * dx / 3)], fill=c)
    elif kind == "rings":  # technical-drawing circles and a fine grid
        for x in range(m, w - m, PX // 4):
            d.line([x, m, x, h - m], fill=colour, width=1)
        for y in range(m, h - m, PX // 4):
            d.line([m, y, w - m, y], fill=colour, width=1)
        for _ in range(8):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(12, 40)
            d.ellipse([x - r, y - r, x + r, y + r], outline=colour, width=2)
    elif kind == "bigdots":  # large near-white polka dots, some reaching the loading bed
        for y in range(m, h - m + PX // 2, PX // 2 + 6):
            for x in range(m + (y // (PX // 2 + 6) % 2) * PX // 3, w - m, PX * 2 // 3):
                r = PX // 7
                d.ellipse([x - r, y - r, x + r, y + r], fill=colour)
    elif kind == "planks":  # wooden boards with grain lines, close to the brown sticks
        for y in range(m, h - m, PX // 2):
            d.line([m, y, w - m, y], fill=colour, width=3)
            for _ in range(6):
                y1 = y + rng.uniform(4, PX // 2 - 4)
                x0 = rng.uniform(m, w - m)
                d.line([x0, y1, x0 + rng.uniform(PX, 3 * PX), y1 + rng.uniform(-2, 2)], fill=colour, width=1)
    elif kind == "zigzag":  # lightning zigzags and rain streaks
        for _ in range(5):
            x, y = rng.uniform(m, w - m), m
            pts = [(x, y)]
            while y < h - m:
                x, y = x + rng.uniform(-25, 25), y + rng.uniform(15, 35)
                pts.append((x, y))
            d.line(pts, fill=colour, width=4)
        for _ in range(120):
            x, y = rng.uniform(m, w - m), rng.uniform(m, h - m)
            d.line([x, y, x - 4, y + 12], fill=(150, 160, 180), width=1)
    elif kind == "lanterns":  # warm glowing discs with a halo, strung on wavy lines
        for k in range(3):
            y0 = m + (k + 0.5) * (h - 2 * m) / 3
            d.line([(x, y0 + 8 * ((x // 40) % 2)) for x in range(m, w - m, 40)], fill=(90, 90, 110), width=1)
            for x in range(m + 20, w - m, int(PX * 0.9)):
                r = rng.uniform(6, 11)
                d.ellipse([x - 2 * r, y0 - 2 * r, x + 2 * r, y0 + 2 * r], fill=(110, 90, 70))
                d.ellipse([x - r, y0 - r, x + r, y0 + r], fill=colour)
    elif kind == "halftone":  # a dot screen whose dots grow towards one corner
        step = PX // 6
        for y in range(m, h - m, step):
            for x in range(m, w - m, step):
                r = 1 + 4.5 * (x + y) / (w + h)
                d.ellipse([x - r, y - r, x + r, y + r], fill=colour)
    elif kind == "chevrons":  # broad V stripes across the art
        for y0 in range(m - PX, h - m + PX, PX // 2):
            pts = [(x, y0 + abs(((x - m) % PX) - PX / 2) * 0.6) for x in range(m, w - m + PX // 2, PX // 2)]
            d.line(pts, fill=colour, width=6)
    elif kind == "dunes":  # stacked wavy bands, darker towards the road
        for k in range(7):
            y0 = m + 0.3 * PX + k * PX * 0.5
            shade = tuple(max(0, int(c * (1.0 - 0.07 * k))) for c in colour)
            pts = [(x, y0 + 9 * ((x / PX * 1.7 + k) % 2 - 1) ** 2) for x in range(m, w - m + 8, 8)]
            d.polygon(pts + [(w - m, h - m), (m, h - m)], fill=shade)
    elif kind == "pixels":  # square blocks of a few sizes on a grid, like a game screen
        for _ in range(140):
            size = rng.choice([PX // 8, PX // 4, PX // 2])
            x = m + size * int(rng.uniform(0, (w - 2 * m) / size))
            y = m + size * int(rng.uniform(0, (h - 2 * m) / size))
            d.rectangle([x, y, x + size - 1, y + size - 1], fill=colour if rng.random() < 0.7 else (250, 250, 120))
    elif kind == "vines":  # curling stems with leaves
        for _ in range(16):
            x, y = rng.uniform(m, w - m), rng.uniform(m, h - m)
            pts = [(x, y)]
            for _ in range(14):
                x, y = x + rng.uniform(-30, 30), y + rng.uniform(-30, 30)
                pts.append((x, y))
                if rng.random() < 0.6:
                    d.ellipse([x - 9, y - 4, x + 9, y + 4], fill=colour)
            d.line(pts, fill=colour, width=3)
    elif kind == "circuits":  # right-angled traces ending in round pads
        for _ in range(30):
            x = m + PX // 8 * int(rng.uniform(0, (w - 2 * m) / (PX // 8)))
            y = m + PX // 8 * int(rng.uniform(0, (h - 2 * m) / (PX // 8)))
            pts = [(x, y)]
            for _ in range(rng.randint(2, 4)):
                if rng.random() < 0.5:
                    x += rng.choice([-1, 1]) * rng.uniform(0.3, 1.2) * PX
                else:
                    y += rng.choice([-1, 1]) * rng.uniform(0.3, 1.2) * PX
                pts.append((x, y))
            d.line(pts, fill=colour, width=3)
            for px, py in (pts[0], pts[-1]):
                d.ellipse([px - 5, py - 5, px + 5, py + 5], fill=colour)
    elif kind == "plaid":  # crossing bands of two widths
        for k, x in enumerate(range(m, w - m, PX // 2)):
            d.rectangle([x, m, x + (PX // 5 if k % 3 else PX // 12), h - m], fill=colour)
        for k, y in enumerate(range(m, h - m, PX // 2)):
            d.rectangle([m, y, w - m, y + (PX // 5 if k % 3 else PX // 12)], fill=colour)
    elif kind == "scales":  # rows of overlapping arcs, offset every other row
        r = PX // 4
        for row, y in enumerate(range(m, h - m + r, r)):
            for x in range(m - (r if row % 2 else 0), w - m + r, 2 * r):
                d.arc([x - r, y - r, x + r, y + r], 0, 180, fill=colour, width=3)
    elif kind == "flags":  # chequered-flag blocks of black and white squares
        for _ in range(12):
            q = rng.choice([PX // 8, PX // 6])
            x0, y0 = rng.uniform(m, w - m - 6 * q), rng.uniform(m, h - m - 4 * q)
            for i in range(6):
                for j in range(4):
                    fill = colour if (i + j) % 2 else (238, 238, 236)
                    d.rectangle([x0 + i * q, y0 + j * q, x0 + (i + 1) * q - 1, y0 + (j + 1) * q - 1], fill=fill)
    elif kind == "leaves":  # scattered leaves: a pointed oval with a stem, in browns and reds
        for _ in range(45):
            x, y = rng.uniform(m, w - m), rng.uniform(m, h - m)
            r = rng.uniform(8, 20)
            fill = rng.choice([colour, (170, 40, 30), (200, 150, 40), (110, 75, 40)])
            d.polygon([(x - r, y), (x, y - r / 2.2), (x + r, y), (x, y + r / 2.2)], fill=fill)
            d.line([(x + r, y), (x + r + 6, y + 3)], fill=fill, width=2)
    elif kind == "frost":  # thin six-armed crystal stars
        for _ in range(40):
            x, y = rng.uniform(m, w - m), rng.uniform(m, h - m)
            r = rng.uniform(6, 22)
            for k in range(3):
                a = k * 3.14159 / 3 + rng.uniform(0, 0.3)
                dx, dy = r * math.cos(a), r * math.sin(a)
                d.line([(x - dx, y - dy), (x + dx, y + dy)], fill=colour, width=2)
    elif kind == "skyline":  # building silhouettes standing on the road, lit windows in rows
        x = m
        while x < w - m:
            bw, top = rng.uniform(0.35, 0.8) * PX, rng.uniform(0.5, 2.8) * PX
            d.rectangle([x, m + top, x + bw, h - m], fill=colour)
            for wy in range(int(m + top + 6), int(h - m - 6), 11):
                for wx in range(int(x + 4), int(x + bw - 6), 9):
                    if rng.random() < 0.45:
                        d.rectangle([wx, wy, wx + 4, wy + 5], fill=(250, 215, 110))
            x += bw + rng.uniform(1, 6)
    elif kind == "argyle":  # diamonds in a lattice, crossed by thin light lines
        dw, dh = PX * 0.55, PX * 0.8
        for j in range(-1, int(h / dh) + 2):
            for i in range(-1, int(w / dw) + 2):
                if (i + j) % 2 == 0:
                    cx, cy = m + i * dw, m + j * dh
                    d.polygon([(cx, cy - dh / 2), (cx + dw / 2, cy), (cx, cy + dh / 2), (cx - dw / 2, cy)], fill=colour)
        for x in range(-h, w + h, int(dw)):
            d.line([x, 0, x + h * dw / dh / 2 * 2, h], fill=(225, 220, 200), width=1)
            d.line([x, 0, x - h * dw / dh / 2 * 2, h], fill=(225, 220, 200), width=1)
    elif kind == "topo":  # contour lines round a few peaks
        for _ in range(4):
            cx, cy = rng.uniform(m, w - m), rng.uniform(m, h - m)
            squash, turn = rng.uniform(0.5, 1.0), rng.uniform(0, math.pi)
            for r in range(10, 160, 13):
                pts = []
                for k in range(0, 48):
                    a = 2 * math.pi * k / 48
                    rr = r * (1 + 0.15 * math.sin(3 * a + r / 20.0))
                    ex, ey = rr * math.cos(a), rr * squash * math.sin(a)
                    pts.append((cx + ex * math.cos(turn) - ey * math.sin(turn), cy + ex * math.sin(turn) + ey * math.cos(turn)))
                d.line(pts + pts[:1], fill=colour, width=2 if r % 39 else 3)
    elif kind == "aurora":  # curtains of fine vertical strokes hanging from wavy lines, fading downwards
        sky = (14, 22, 40)
        for k in range(3):
            y0, amp = m + rng.uniform(0.05, 0.8) * PX, rng.uniform(8, 22)
            lam, phase, phase2 = rng.uniform(30, 70), rng.uniform(0, 6.3), rng.uniform(0, 6.3)
            tint = colour if k != 1 else (150, 90, 210)
            for x in range(m, w - m, 3):
                top = y0 + amp * math.sin(x / lam + phase)
                length = PX * (0.7 + 0.5 * math.sin(x / 37.0 + phase2))
                for seg, fade in enumerate((0.0, 0.3, 0.55, 0.8)):
                    c = tuple(int(a * (1 - fade) + b * fade) for a, b in zip(tint, sky))
                    d.line([x, top + seg * length / 4, x, top + (seg + 1) * length / 4], fill=c, width=2)
    elif kind == "paisley":  # curved teardrops with an inner outline and an eye
        for _ in range(30):
            x, y, r, turn = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(14, 30), rng.uniform(0, 2 * math.pi)
            bend = rng.choice([-1, 1]) * rng.uniform(0.4, 0.8)

            def drop(s):
                pts = []
                for k in range(40):
                    t = 2 * math.pi * k / 40
                    ex = s * r * math.cos(t)
                    ey = s * r * math.sin(t) * (1 - math.cos(t)) / 2 + bend * r * ((ex / r + 1) / 2) ** 2
                    pts.append((x + ex * math.cos(turn) - ey * math.sin(turn), y + ex * math.sin(turn) + ey * math.cos(turn)))
                return pts
            d.polygon(drop(1.0), fill=colour, outline=(110, 45, 25))
            d.line(drop(0.55) + drop(0.55)[:1], fill=(250, 235, 200), width=1)
            ex, ey = -0.4 * r, 0.0
            ox, oy = x + ex * math.cos(turn) - ey * math.sin(turn), y + ex * math.sin(turn) + ey * math.cos(turn)
            d.ellipse([ox - 2.5, oy - 2.5, ox + 2.5, oy + 2.5], fill=(110, 45, 25))
    elif kind == "notes":  # five-line staves with note heads, stems, beams and bar lines
        for y0 in range(int(m + 0.2 * PX), int(h - m - 24), int(0.95 * PX)):
            for k in range(5):
                d.line([m, y0 + 5 * k, w - m, y0 + 5 * k], fill=(120, 118, 112), width=1)
            x, count, prev = m + rng.uniform(8, 20), 0, None
            while x < w - m - 12:
                ny = y0 + 2.5 * rng.randrange(-1, 10)
                d.ellipse([x - 4, ny - 3, x + 4, ny + 3], fill=colour)
                d.line([x + 3, ny, x + 3, ny - 18], fill=colour, width=2)
                if prev is not None and rng.random() < 0.4:
                    d.line([prev[0] + 3, prev[1] - 18, x + 3, ny - 18], fill=colour, width=4)
                    prev = None
                else:
                    prev = (x, ny)
                count += 1
                x += rng.uniform(14, 28)
                if count % 4 == 0 and x < w - m - 12:
                    d.line([x - 6, y0, x - 6, y0 + 20], fill=colour, width=1)
                    prev = None
    elif kind == "fireworks":  # bursts of dotted rays in several colours, with faint rising trails
        for _ in range(5):
            x = rng.uniform(m, w - m)
            d.line([x, h - m, x + rng.uniform(-20, 20), rng.uniform(h / 2, h - m)], fill=(90, 60, 80), width=1)
        for _ in range(12):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, 0.8 * h), rng.uniform(22, 48)
            tint = rng.choice([colour, (240, 80, 170), (90, 210, 230), (150, 230, 90), (245, 245, 235)])
            rays, turn = rng.randrange(14, 23), rng.uniform(0, 1)
            for k in range(rays):
                a = 2 * math.pi * (k + turn) / rays
                for s in range(1, 6):
                    rr, dot = r * s / 5.0, 2.4 - 0.3 * s
                    px, py = x + rr * math.cos(a), y + rr * math.sin(a)
                    d.ellipse([px - dot, py - dot, px + dot, py + dot], fill=tint)
            d.ellipse([x - 3, y - 3, x + 3, y + 3], fill=(255, 250, 230))
    elif kind == "leaded":  # stained-glass panes: Voronoi cells in muted jewel colours, thick dark leading
        import numpy as np
        seeds = np.array([(rng.uniform(m, w - m), rng.uniform(m, h - m)) for _ in range(36)])
        panes = [(170, 50, 60), (205, 145, 55), (50, 80, 160), (50, 130, 85), (150, 120, 180), (120, 170, 190)]
        tints = [rng.choice(panes) for _ in seeds]
        ys, xs = np.mgrid[m:h - m, m:w - m]
        dist = (xs[..., None] - seeds[:, 0]) ** 2 + (ys[..., None] - seeds[:, 1]) ** 2
        label = dist.argmin(axis=2)
        edge = np.zeros(label.shape, bool)
        edge[:, 1:] |= label[:, 1:] != label[:, :-1]
        edge[1:, :] |= label[1:, :] != label[:-1, :]
        edge[:, :-1] |= edge[:, 1:].copy()
        edge[:-1, :] |= edge[1:, :].copy()
        edge[:, 1:] |= edge[:, :-1].copy()
        for k, tint in enumerate(tints):
            sel = (label == k) & ~edge
            d.point(list(zip((xs[sel]).tolist(), (ys[sel]).tolist())), fill=tint)
        d.point(list(zip(xs[edge].tolist(), ys[edge].tolist())), fill=colour)
    elif kind == "stitches":  # cross-stitch hearts and flowers of small x stitches, a stitched border
        s = 6
        heart = [".XX.XX.", "XXXXXXX", "XXXXXXX", ".XXXXX.", "..XXX..", "...X..."]
        flower = ["..X..", ".XXX.", "XXOXX", ".XXX.", "..X.."]

        def stitch(x, y, c):
            d.line([x, y, x + s - 2, y + s - 2], fill=c, width=2)
            d.line([x + s - 2, y, x, y + s - 2], fill=c, width=2)
        for x in range(m + 4, w - m - s, s):
            if (x // s) % 2 == 0:
                stitch(x, m + 4, (60, 120, 70))
        for gy in range(int(m + 0.35 * PX), h - m - 40, int(0.9 * PX)):
            for gx in range(m + 6, w - m - 44, int(0.9 * PX)):
                x0, y0 = gx + rng.uniform(0, 10), gy + rng.uniform(0, 8)
                motif = heart if rng.random() < 0.5 else flower
                for r, row in enumerate(motif):
                    for c, ch in enumerate(row):
                        if ch != ".":
                            stitch(x0 + c * s, y0 + r * s, colour if ch == "X" and motif is heart else
                                   (60, 120, 70) if ch == "X" else (230, 180, 40))
    elif kind == "lava":  # branching glowing cracks: a dim red halo, a bright core, a few embers
        cracks = []
        for _ in range(7):
            x, y, a = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(0, 2 * math.pi)
            todo = [(x, y, a, rng.randrange(6, 12))]
            while todo:
                x, y, a, n = todo.pop()
                pts = [(x, y)]
                for _ in range(n):
                    a += rng.uniform(-0.6, 0.6)
                    step = rng.uniform(6, 14)
                    x, y = x + step * math.cos(a), y + step * math.sin(a)
                    pts.append((x, y))
                    if rng.random() < 0.12 and len(todo) < 4:
                        todo.append((x, y, a + rng.choice((-1, 1)) * rng.uniform(0.6, 1.2), rng.randrange(3, 7)))
                cracks.append(pts)
        for pts in cracks:
            d.line(pts, fill=(120, 36, 22), width=6, joint="curve")
        for pts in cracks:
            d.line(pts, fill=colour, width=2, joint="curve")
        for _ in range(14):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(1.2, 2.5)
            d.ellipse([x - r, y - r, x + r, y + r], fill=(255, 200, 90))
    elif kind == "combs":  # a honeycomb of hexagon outlines, some cells full of pale honey, a few bees
        r = 17.0
        for col in range(int(w / (1.5 * r)) + 2):
            for row in range(int(h / (1.732 * r)) + 2):
                cx, cy = col * 1.5 * r, (row + 0.5 * (col % 2)) * 1.732 * r
                hexagon = [(cx + r * math.cos(k * math.pi / 3), cy + r * math.sin(k * math.pi / 3)) for k in range(6)]
                full = rng.random() < 0.3
                d.polygon(hexagon, fill=(232, 184, 76) if full else None, outline=colour, width=3)
        for _ in range(4):
            x, y, a = rng.uniform(m + 20, w - m - 20), rng.uniform(m + 15, 0.75 * h), rng.uniform(-0.5, 0.5)
            d.ellipse([x - 6, y - 14, x + 4, y - 4], fill=(235, 240, 245), outline=(60, 50, 30))
            d.ellipse([x + 2, y - 14, x + 12, y - 4], fill=(235, 240, 245), outline=(60, 50, 30))
            d.ellipse([x - 11, y - 6, x + 11, y + 6], fill=(245, 200, 40), outline=(30, 25, 15), width=2)
            for sx in (-4, 2):
                d.line([x + sx, y - 5, x + sx, y + 5], fill=(30, 25, 15), width=3)
            d.ellipse([x + 8, y - 4, x + 15, y + 3], fill=(30, 25, 15))
    elif kind == "roads":  # a road map: parks, a river, cased roads in red and yellow, towns, a map grid
        for g in range(m, w - m, 48):
            d.line([g, m, g, h - m], fill=(218, 212, 195), width=1)
        for g in range(m, h - m, 48):
            d.line([m, g, w - m, g], fill=(218, 212, 195), width=1)
        for _ in range(5):
            x, y, rx, ry = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(15, 40), rng.uniform(10, 28)
            d.ellipse([x - rx, y - ry, x + rx, y + ry], fill=(200, 224, 178))
        y0, amp, ph = rng.uniform(0.2, 0.8) * h, rng.uniform(10, 25), rng.uniform(0, 6.3)
        d.line([(x, y0 + amp * math.sin(x / 37.0 + ph) + 0.3 * amp * math.sin(x / 11.0)) for x in range(m, w - m + 4, 4)],
               fill=(140, 180, 215), width=5, joint="curve")
        roads = []
        for k in range(6):
            fill = colour if k % 2 == 0 else (240, 200, 60)
            if rng.random() < 0.5:
                y, slope, amp, ph = rng.uniform(m, h - m), rng.uniform(-0.3, 0.3), rng.uniform(5, 30), rng.uniform(0, 6.3)
                pts = [(x, y + slope * (x - w / 2) + amp * math.sin(x / 60.0 + ph)) for x in range(m, w - m + 6, 6)]
            else:
                x, slope, amp, ph = rng.uniform(m, w - m), rng.uniform(-0.4, 0.4), rng.uniform(5, 25), rng.uniform(0, 6.3)
                pts = [(x + slope * (y - h / 2) + amp * math.sin(y / 50.0 + ph), y) for y in range(m, h - m + 6, 6)]
            roads.append((pts, fill, 4 if k < 2 else 3))
        for pts, fill, width in roads:
            d.line(pts, fill=(110, 100, 85), width=width + 3, joint="curve")
        for pts, fill, width in roads:
            d.line(pts, fill=fill, width=width, joint="curve")
        for _ in range(8):
            x, y = rng.uniform(m, w - m), rng.uniform(m, h - m)
            d.ellipse([x - 4, y - 4, x + 4, y + 4], fill=(60, 55, 45))
            d.ellipse([x - 2, y - 2, x + 2, y + 2], fill=(250, 250, 245))
    elif kind == "jellyfish":  # glowing jellyfish: a halo, a domed bell, wavy tentacles; plankton, bubbles
        for _ in range(40):
            x, y = rng.uniform(m, w - m), rng.uniform(m, h - m)
            d.point([(x, y), (x + 1, y)], fill=(70, 110, 140))
        glows = [colour, (235, 120, 220), (180, 150, 255)]
        for k in range(9):  # most of them in the band above the truck, where the art shows
            x, y, r = rng.uniform(m + 10, w - m - 10), rng.uniform(m + 12, 0.85 * PX if k < 7 else h - m), rng.uniform(10, 17)
            c = glows[k % len(glows)]
            halo = tuple(int(0.3 * v + 0.7 * b) for v, b in zip(c, (10, 24, 42)))
            d.ellipse([x - 1.6 * r, y - 1.3 * r, x + 1.6 * r, y + 0.9 * r], fill=halo)
            for t in range(5):
                tx = x - 0.8 * r + t * 0.4 * r
                ph, amp, n = rng.uniform(0, 6.3), rng.uniform(2, 5), rng.randrange(8, 14)
                d.line([(tx + amp * math.sin(ph + q * 0.7), y + q * 0.35 * r) for q in range(n)], fill=c, width=2, joint="curve")
            d.pieslice([x - r, y - r, x + r, y + r], 180, 360, fill=c)
            d.chord([x - r, y - 0.25 * r, x + r, y + 0.25 * r], 0, 180, fill=c)
            d.arc([x - 0.6 * r, y - 0.6 * r, x + 0.6 * r, y + 0.2 * r], 200, 340, fill=(245, 250, 255), width=2)
        for _ in range(9):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, h - m), rng.uniform(2, 5)
            d.ellipse([x - r, y - r, x + r, y + r], outline=(150, 200, 220), width=1)
    elif kind == "koi":  # koi seen from above, lily pads (some flowering), faint ripple rings, on pond green
        for _ in range(6):
            x, y = rng.uniform(m, w - m), rng.uniform(m, h - m) if rng.random() < 0.4 else rng.uniform(m, PX)
            for r in (10, 22, 34):
                d.ellipse([x - r, y - 0.7 * r, x + r, y + 0.7 * r], outline=(86, 152, 146), width=2)
        for _ in range(7):
            x, y, r = rng.uniform(m, w - m), rng.uniform(m, 1.1 * PX) if rng.random() < 0.7 else rng.uniform(m, h - m), rng.uniform(10, 18)
            a = rng.uniform(0, 360)
            d.pieslice([x - r, y - r, x + r, y + r], a + 25, a + 360, fill=(70, 140, 60), outline=(40, 95, 40))
            if rng.random() < 0.4:
                for q in range(6):
                    b = q * math.pi / 3
                    px, py = x + 5 * math.cos(b), y + 5 * math.sin(b)
                    d.ellipse([px - 4, py - 4, px + 4, py + 4], fill=(245, 170, 200))
                d.ellipse([x - 2.5, y - 2.5, x + 2.5, y + 2.5], fill=(250, 220, 80))
        for _ in range(6):  # swimming along the band above the truck, where the art shows
            x, y, L = rng.uniform(m + 20, w - m - 20), rng.uniform(m + 14, 0.75 * PX), rng.uniform(30, 44)
            a = rng.choice((0, math.pi)) + rng.uniform(-0.35, 0.35)
            ca, sa = math.cos(a), math.sin(a)

            def at(u, v):  # u along the fish from its head, v across
                return (x + u * ca - v * sa, y + u * sa + v * ca)
            bend = rng.uniform(-0.25, 0.25)
            body = [at(-L * t, 0.21 * L * math.sin(math.pi * min(1.0, 0.15 + t)) * s + bend * L * t * t)
                    for s in (1, -1) for t in ([q / 10 for q in range(11)] if s == 1 else [1 - q / 10 for q in range(11)])]
            tail = [at(-0.95 * L, bend * L * 0.9), at(-1.3 * L, 0.2 * L + bend * L * 1.6), at(-1.2 * L, bend * L * 1.4), at(-1.3 * L, -0.2 * L + bend * L * 1.6)]
            white = rng.random() < 0.6
            d.polygon(tail, fill=(245, 240, 230) if white else colour)
            for s in (1, -1):
                d.polygon([at(-0.3 * L, 0.14 * L * s), at(-0.48 * L, 0.34 * L * s), at(-0.5 * L, 0.12 * L * s)], fill=(235, 225, 215))
            d.polygon(body, fill=(245, 240, 230) if white else colour)
            for _ in range(rng.randrange(1, 4)):
                u, v, r = -L * rng.uniform(0.1, 0.75), rng.uniform(-0.06, 0.06) * L, rng.uniform(0.07, 0.13) * L
                cx, cy = at(u, v + bend * L * (u / L) ** 2)
                d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=colour if white else (245, 240, 230))
            for _ in range(rng.randrange(0, 3)):
                u, v = -L * rng.uniform(0.2, 0.8), rng.uniform(-0.08, 0.08) * L
                cx, cy = at(u, v + bend * L * (u / L) ** 2)
                d.ellipse([cx - 2.5, cy - 2.5, cx + 2.5, cy + 2.5], fill=(25, 25, 25))
    elif kind == "spiro":  # spirograph curves: hypotrochoids in four inks
        inks = [colour, (40, 80, 180), (30, 130, 80), (120, 60, 160)]
        for k in range(9):  # centred in the band above the truck, where the art shows
            x, y, size = rng.uniform(m + 10, w - m - 10), rng.uniform(m + 8, 0.8 * PX), rng.uniform(18, 40)
            big = rng.randrange(5, 11)
            small = rng.randrange(2, big)
            while math.gcd(big, small) != 1:
                small = rng.randrange(2, big)
            R, r, p = 1.0, small / big, rng.uniform(0.4, 0.95) * small / big
            turns, steps = small, 120 * small
            pts = []
            for q in range(steps + 1):
                t = 2 * math.pi * turns * q / steps
                u = (R - r) * math.cos(t) + p * math.cos((R - r) / r * t)
                v = (R - r) * math.sin(t) - p * math.sin((R - r) / r * t)
                pts.append((x + size * u, y + size * v))
            d.line(pts, fill=inks[k % len(inks)], width=2 if k % 2 == 0 else 1, joint="curve")
    elif kind == "planets":  # shaded planets (some banded, one ringed), dotted orbit arcs, faint stars, a comet
        for _ in range(60):
            x, y = rng.uniform(m, w - m), rng.uniform(m, h - m)
            v = rng.randrange(120, 230)
            d.point([(x, y)], fill=(v, v, min(255, v + 20)))
        for _ in range(3):  # orbits: dotted ellipses round a point left of the art
            cx, cy = rng.uniform(-0.5 * w, 0.3 * w), rng.uniform(m, 0.6 * PX)
            rx = rng.uniform(0.45, 1.1) * w
            ry = rx * rng.uniform(0.08, 0.16)
            for q in range(0, 720, 3):
                a = math.pi * q / 360
                x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
                if m < x < w - m and m < y < h - m:
                    d.point([(x, y), (x + 1, y)], fill=(110, 100, 160))
        tones = [colour, (200, 95, 70), (90, 180, 190), (170, 190, 235), (215, 200, 170)]
        ringed = rng.randrange(7)
        for k in range(7):  # most of them in the band above the truck, where the art shows
            x, y = rng.uniform(m + 14, w - m - 14), rng.uniform(m + 10, 0.8 * PX if k < 6 else h - m)
            r = rng.uniform(5, 13) if k != ringed else rng.uniform(10, 14)
            c = tones[k % len(tones)]
            dark = tuple(int(0.45 * v) for v in c)
            if k == ringed:  # the ring's far half, behind the planet
                d.arc([x - 2.1 * r, y - 0.55 * r, x + 2.1 * r, y + 0.55 * r], 180, 360, fill=(200, 185, 150), width=3)
            d.ellipse([x - r, y - r, x + r, y + r], fill=c)
            if rng.random() < 0.5:  # bands across a gas giant
                for b in (-0.5, -0.15, 0.3, 0.6):
                    half = r * math.sqrt(max(0.0, 1 - b * b))
                    d.line([x - half, y + b * r, x + half, y + b * r], fill=tuple(int(0.75 * v) for v in c), width=2)
            s = rng.choice((-1, 1))  # the night side: a dark crescent
            d.chord([x - r, y - r, x + r, y + r], -60 if s > 0 else 120, 60 if s > 0 else 240, fill=dark)
            if k == ringed:  # the ring's near half, in front
                d.arc([x - 2.1 * r, y - 0.55 * r, x + 2.1 * r, y + 0.55 * r], 0, 180, fill=(220, 205, 165), width=3)
        x, y = rng.uniform(0.3 * w, w - m - 10), rng.uniform(m + 8, 0.7 * PX)  # a comet
        a = rng.uniform(2.6, 3.6)
        ca, sa = math.cos(a), math.sin(a)
        d.polygon([(x + 3 * sa, y - 3 * ca), (x - 3 * sa, y + 3 * ca), (x + 55 * ca, y + 55 * sa)], fill=(120, 140, 190))
        d.ellipse([x - 3.5, y - 3.5, x + 3.5, y + 3.5], fill=(240, 245, 255))
    elif kind == "cranes":  # folded paper cranes hanging on strings, in red, yellow, white and pink
        papers = [colour, (245, 205, 60), (245, 242, 235), (240, 150, 170), (240, 130, 40)]
        x = m + rng.uniform(4, 20)
        while x < w - m - 8:  # a string from the top edge, one to three cranes on it
            n = rng.choice((1, 1, 2, 2, 3)) if x > 2.3 * PX else 1
            bottom = m + rng.uniform(0.5, 0.85) * PX if x > 2.3 * PX else m + rng.uniform(0.35, 1.0) * PX
            d.line([x, m, x, bottom + 10 * (n > 1) * (n - 1)], fill=(230, 225, 215), width=1)
            for q in range(n):
                cy = bottom - q * rng.uniform(16, 22)
                s = rng.uniform(9, 14) * rng.choice((-1, 1))  # size and facing
                c = papers[rng.randrange(len(papers))]
                shade = tuple(int(0.78 * v) for v in c)
                up = rng.uniform(0.6, 1.2)
                d.polygon([(x - 1.2 * s, cy), (x, cy - 0.25 * abs(s)), (x + 0.9 * s, cy), (x, cy + 0.45 * abs(s))], fill=shade)  # body
                d.polygon([(x - 0.2 * s, cy - 0.1 * abs(s)), (x + 0.35 * s, cy - 0.1 * abs(s)), (x - 0.5 * s, cy - up * 1.3 * abs(s))], fill=c)  # wing
                d.polygon([(x + 0.5 * s, cy), (x + 0.75 * s, cy - 0.05 * abs(s)), (x + 1.5 * s, cy - 0.95 * abs(s))], fill=c)  # neck
                d.polygon([(x + 1.5 * s, cy - 0.95 * abs(s)), (x + 1.45 * s, cy - 0.75 * abs(s)), (x + 1.8 * s, cy - 0.75 * abs(s))], fill=shade)  # head
                d.polygon([(x - 0.7 * s, cy), (x - 0.95 * s, cy - 0.05 * abs(s)), (x - 1.6 * s, cy - 0.85 * abs(s))], fill=c)  # tail
                d.line([(x - 0.2 * s, cy - 0.1 * abs(s)), (x - 0.5 * s, cy - up * 1.3 * abs(s))], fill=shade, width=1)  # the fold
            x += rng.uniform(0.55, 0.95) * PX
        for _ in range(5):  # faint crease lines across the sky, as on folded paper
            x0, y0 = rng.uniform(m, w - m), rng.uniform(m, h - m)
            a = rng.uniform(0, math.pi)
            d.line([x0, y0, x0 + 40 * math.cos(a), y0 + 40 * math.sin(a)], fill=(98, 134, 180), width=1)
    elif kind == "damask":  # tone-on-tone wallpaper damask: mirrored medallions on a half-drop lattice
        sx, sy = 0.95 * PX, 1.25 * PX
        light = tuple(int(0.5 * v + 0.5 * b) for v, b in zip(colour, (232, 230, 212)))
        for i, x in enumerate(_frange(m - 0.3 * PX, w - m + sx, sx)):
            for y in _frange(m - sy + (sy / 2 if i % 2 else 0) + 0.35 * PX, h - m + sy, sy):
                def mirrored(pts):
                    return [(x + u, y + v) for u, v in pts] + [(x - u, y + v) for u, v in reversed(pts)]
                # the bud: an ogee drop, pointed above and below
                d.polygon(mirrored([(0, -0.5 * PX), (0.08 * PX, -0.32 * PX), (0.17 * PX, -0.1 * PX), (0.15 * PX, 0.08 * PX),
                                    (0.06 * PX, 0.22 * PX), (0, 0.3 * PX)]), fill=colour)
                d.polygon(mirrored([(0, -0.3 * PX), (0.07 * PX, -0.12 * PX), (0.06 * PX, 0.06 * PX), (0, 0.14 * PX)]), fill=light)
                for s in (1, -1):  # scrolls and leaves, mirrored
                    d.arc([x + s * 0.16 * PX - 0.16 * PX, y - 0.05 * PX, x + s * 0.16 * PX + 0.16 * PX, y + 0.4 * PX],
                          200 if s > 0 else 250, 340 if s > 0 else 20, fill=colour, width=3)
                    d.arc([x + s * 0.33 * PX - 0.08 * PX, y - 0.1 * PX, x + s * 0.33 * PX + 0.08 * PX, y + 0.06 * PX],
                          0, 360, fill=colour, width=2)
                    d.polygon([(x + s * 0.12 * PX, y - 0.32 * PX), (x + s * 0.3 * PX, y - 0.46 * PX), (x + s * 0.38 * PX, y - 0.36 * PX),
                               (x + s * 0.22 * PX, y - 0.3 * PX)], fill=colour)
                    d.ellipse([x + s * 0.42 * PX - 3, y + 0.36 * PX - 3, x + s * 0.42 * PX + 3, y + 0.36 * PX + 3], fill=colour)
                d.ellipse([x - 3, y - 0.62 * PX - 3, x + 3, y - 0.62 * PX + 3], fill=colour)
    elif kind == "deco":  # art deco: gold sunburst fans hanging from the top edge, stepped outlines, pinstripes, on near-black
        cream = (236, 224, 190)
        dim = tuple(int(0.55 * v + 0.45 * b) for v, b in zip(colour, (20, 20, 24)))
        step = rng.uniform(0.95, 1.2) * PX
        x = m + rng.uniform(0.2, 0.6) * step
        while x < w - m + 0.5 * step:  # fans opening downwards into the band above the truck
            r = rng.uniform(0.5, 0.62) * PX
            d.pieslice([x - r, m - r, x + r, m + r], 0, 180, fill=(32, 30, 36))
            for q in range(1, 12):  # rays
                a = math.pi * q / 12
                d.line([x, m, x + r * math.cos(a), m + r * math.sin(a)], fill=colour if q % 2 else dim, width=2 if q % 2 else 1)
            for f, lw in ((1.0, 3), (0.7, 2), (0.34, 2)):  # rims
                d.arc([x - f * r, m - f * r, x + f * r, m + f * r], 0, 180, fill=colour, width=lw)
            d.polygon([(x, m + r + 4), (x + 4, m + r + 9), (x, m + r + 14), (x - 4, m + r + 9)], fill=cream)
            for s in (-3, 3):  # between two fans: a pair of pinstripes
                d.line([x + step / 2 + s, m + 0.1 * PX, x + step / 2 + s, 0.8 * PX], fill=dim, width=1)
            x += step
        for k in range(3):  # nested stepped ziggurat outlines above the cab, where the art shows
            x0, x1, y = m + 0.2 * PX + 6 * k, 2.2 * PX - 6 * k, 1.3 * PX - 3 * k
            dx, left = (x1 - x0) / 10, [(x0, y)]
            for q in range(4):
                y -= rng.uniform(0.11, 0.15) * PX
                left += [(x0 + q * dx, y), (x0 + (q + 1) * dx, y)]
            d.line(left + [(x0 + x1 - px, py) for px, py in reversed(left)], fill=colour if k == 0 else dim, width=2)
        for _ in range(5):  # small cream diamonds in the band
            x, y = rng.uniform(m + 6, w - m - 6), rng.uniform(0.6 * PX, 0.75 * PX)
            d.polygon([(x, y - 4), (x + 3, y), (x, y + 4), (x - 3, y)], fill=cream)
    elif kind == "reef":  # a coral reef seen from the side: branching corals, sea fans, brain corals, tropical fish
        for _ in range(4):  # faint sun rays slanting down from the surface
            x = rng.uniform(m, w - m)
            d.polygon([(x, m), (x + 22, m), (x + 60, h - m), (x + 30, h - m)], fill=(40, 132, 170))
        corals = [colour, (245, 150, 60), (235, 110, 170), (150, 95, 195), (240, 215, 90)]

        def branch(x, y, a, length, width, c, depth):
            x2, y2 = x + length * math.cos(a), y - length * math.sin(a)
            d.line([x, y, x2, y2], fill=c, width=max(1, int(width)))
            d.ellipse([x2 - width / 2, y2 - width / 2, x2 + width / 2, y2 + width / 2], fill=c)
            if depth > 0:
                for da in (rng.uniform(0.25, 0.6), -rng.uniform(0.25, 0.6)):
                    branch(x2, y2, a + da, length * rng.uniform(0.6, 0.8), width * 0.72, c, depth - 1)
        bases = [(rng.uniform(m + 10, 2.2 * PX - 10), 1.35 * PX) for _ in range(2)]  # over the cab
        bases += [(x, 0.82 * PX) for x in _frange(2.4 * PX + rng.uniform(0, 30), w - m, rng.uniform(0.7, 0.9) * PX)]
        for x, y in bases:  # standing behind the truck, their tops in the band above it
            kind_ = rng.randrange(3)
            c = corals[rng.randrange(len(corals))]
            if kind_ == 0:  # branching coral
                branch(x, y, math.pi / 2 + rng.uniform(-0.2, 0.2), rng.uniform(0.22, 0.32) * PX, 6, c, 3)
            elif kind_ == 1:  # a sea fan: a fan of thin lines with a net of dots
                r = rng.uniform(0.45, 0.65) * PX
                for q in range(9):
                    a = math.pi * (0.2 + 0.6 * q / 8)
                    d.line([x, y, x + r * math.cos(a), y - r * math.sin(a)], fill=c, width=2)
                d.arc([x - r, y - r, x + r, y + r], 200, 340, fill=c, width=2)
                d.arc([x - 0.6 * r, y - 0.6 * r, x + 0.6 * r, y + 0.6 * r], 200, 340, fill=c, width=1)
            else:  # a brain coral: a dome with wavy grooves
                r = rng.uniform(0.28, 0.4) * PX
                d.pieslice([x - r, y - r, x + r, y + r], 180, 360, fill=(214, 190, 120))
                for q in range(1, 4):
                    rr = r * q / 4
                    d.arc([x - rr, y - rr, x + rr, y + rr], 190, 350, fill=(170, 140, 80), width=1)
        fish = [((250, 130, 30), (250, 250, 245)), ((250, 215, 40), (250, 215, 40)), ((40, 70, 190), (250, 215, 40)),
                ((245, 245, 240), (30, 30, 35))]
        for _ in range(rng.randrange(6, 10)):  # fish, most of them in the band above the truck
            x = rng.uniform(m + 12, w - m - 12)
            y = rng.uniform(m + 6, 0.72 * PX) if rng.random() < 0.8 else rng.uniform(m + 6, 1.25 * PX)
            L, s = rng.uniform(13, 20), rng.choice((-1, 1))
            body, mark = fish[rng.randrange(len(fish))]
            d.polygon([(x - s * 0.45 * L, y), (x - s * 0.85 * L, y - 0.3 * L), (x - s * 0.85 * L, y + 0.3 * L)], fill=mark)
            d.ellipse([x - 0.55 * L, y - 0.3 * L, x + 0.55 * L, y + 0.3 * L], fill=body)
            if mark != body:  # bands across the body
                for u in (-0.15, 0.2):
                    d.line([x + s * u * L, y - 0.26 * L, x + s * u * L, y + 0.26 * L], fill=mark, width=3)
            d.ellipse([x + s * 0.3 * L - 1.5, y - 0.08 * L - 1.5, x + s * 0.3 * L + 1.5, y - 0.08 * L + 1.5], fill=(15, 15, 20))
    elif kind == "mondrian":  # De Stijl: a composition of black bars, some blocks red, blue, yellow or black, on off-white
        black = (22, 22, 24)
        top = m + rng.uniform(0.45, 0.65) * PX  # a bar across the whole art; the strip above it shows
        bars, strip, x = [(m, top, w - m, top)], [], m
        while x < w - m:  # the strip above the truck cut into blocks
            x1 = min(w - m, x + rng.uniform(0.35, 1.3) * PX)
            strip.append((x, m, x1, top))
            bars.append((x1, m, x1, top))
            x = x1
        boxes, leaves = [(m, top, w - m, h - m)], []
        while boxes:  # the rest cut in two and two again until the boxes are small enough
            x0, y0, x1, y1 = boxes.pop()
            bw, bh = x1 - x0, y1 - y0
            if max(bw, bh) < 0.9 * PX or (max(bw, bh) < 2.2 * PX and rng.random() < 0.35):
                leaves.append((x0, y0, x1, y1))
                continue
            if bw * rng.uniform(0.6, 1.4) > bh:
                cut = x0 + bw * rng.uniform(0.25, 0.75)
                boxes += [(x0, y0, cut, y1), (cut, y0, x1, y1)]
                bars.append((cut, y0, cut, y1))
            else:
                cut = y0 + bh * rng.uniform(0.25, 0.75)
                boxes += [(x0, y0, x1, cut), (x0, cut, x1, y1)]
                bars.append((x0, cut, x1, cut))
        blocks = rng.sample(strip, min(len(strip), rng.randrange(3, 5)))
        blocks += rng.sample([b for b in leaves if b[0] < 2.3 * PX], 1)  # beside and above the cab, where the art shows
        for k, (x0, y0, x1, y1) in enumerate(blocks):
            d.rectangle([x0, y0, x1, y1], fill=[colour, (28, 64, 152), (246, 206, 44), black][k % 4])
        for bar in bars:
            d.line(bar, fill=black, width=5)
    elif kind == "retrowave":  # a synthwave sunset: striped sun, mountains, perspective grid, on near-black indigo
        horizon = rng.uniform(0.64, 0.72) * PX  # a little above the truck body
        for _ in range(45):  # stars above the horizon
            x, y = rng.uniform(m, w - m), rng.uniform(m, horizon - 4)
            v = rng.randrange(130, 235)
            d.point([(x, y)], fill=(v, v - 20, min(255, v + 20)))
        sx, r = rng.uniform(2.9, 6.3) * PX, rng.uniform(0.4, 0.5) * PX  # the sun, standing on the horizon
        top, bottom = (255, 214, 80), (240, 60, 150)
        for q in range(int(r) + 1):
            y = horizon - r + q
            t = q / r
            half = math.sqrt(max(0.0, r * r - (r - q) ** 2))
            gap = t > 0.45 and (q % max(3, int(9 - 7 * t))) < 1 + int(3 * t)  # the bands cut out, wider lower down
            if not gap:
                d.line([sx - half, y, sx + half, y], fill=tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))
        for k in range(2):  # mountain silhouettes on both sides, a magenta rim line on the ridges
            x, pts = m - 10, []
            while x < w - m + 30:
                pts.append((x, horizon - rng.uniform(0.06, 0.32 if k == 0 else 0.22) * PX))
                x += rng.uniform(0.25, 0.55) * PX
            for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
                if abs((x0 + x1) / 2 - sx) < r * (0.8 if k == 0 else 0.4):
                    continue  # keep the sun in view
                fill = (44, 22, 72) if k == 0 else (30, 16, 54)
                d.polygon([(x0, horizon), (x0, y0), (x1, y1), (x1, horizon)], fill=fill)
                d.line([(x0, y0), (x1, y1)], fill=colour if k == 0 else (150, 60, 190), width=2)
        d.line([m, horizon, w - m, horizon], fill=colour, width=2)
        vx = sx + rng.uniform(-0.5, 0.5) * PX  # the grid's vanishing point, on the horizon
        for q in range(-14, 15):  # lines running to the vanishing point
            d.line([vx, horizon, vx + q * 0.55 * PX, h], fill=colour, width=1)
        y, step = horizon + 4, 4.0
        while y < h:  # cross lines, closer together towards the horizon
            d.line([m, y, w - m, y], fill=colour, width=1 if step < 9 else 2)
            y, step = y + step, step * 1.35
    elif kind == "balloons":  # hot-air balloons of two-coloured gores with baskets, small clouds, on lavender
        for _ in range(5):  # small pale clouds
            x, y = rng.uniform(m, w - m), rng.uniform(m + 4, 1.3 * PX)
            for dx in (-10, 0, 10):
                rr = rng.uniform(5, 9)
                d.ellipse([x + dx - 1.6 * rr, y - rr, x + dx + 1.6 * rr, y + rr], fill=(184, 170, 220))
        papers = [colour, (250, 200, 50), (40, 150, 170), (245, 240, 230), (240, 130, 40), (40, 50, 120), (235, 120, 170)]
        spots = [(rng.uniform(m + 14, 2.2 * PX - 14), rng.uniform(0.55, 0.75) * PX, rng.uniform(13, 19))]  # above the cab
        x = 2.3 * PX + rng.uniform(0, 0.4) * PX
        while x < w - m - 10:  # in the band above the truck, smaller and farther
            spots.append((x, rng.uniform(0.32, 0.48) * PX, rng.uniform(7, 12)))
            x += rng.uniform(0.55, 0.95) * PX
        for cx, cy, r in spots:
            a, b = rng.sample(papers, 2)
            n = rng.choice((6, 8, 10))  # gores across the visible half

            def half(y):  # the envelope's half width: a sphere above, narrowing to the neck below
                if y <= cy:
                    return math.sqrt(max(0.0, r * r - (y - cy) ** 2))
                t = (y - cy) / (1.25 * r)
                return r * (1 - t) + 0.28 * r * t - 0.12 * r * math.sin(math.pi * t)

            ys = [cy - r + (2.25 * r) * q / 24 for q in range(25)]
            for g in range(n):
                s0, s1 = math.sin(math.pi * (g / n - 0.5)), math.sin(math.pi * ((g + 1) / n - 0.5))
                d.polygon([(cx + s0 * half(y), y) for y in ys] + [(cx + s1 * half(y), y) for y in reversed(ys)],
                          fill=a if g % 2 else b)
            neck = cy + 1.25 * r
            d.line([cx - 0.28 * r, neck, cx - 0.2 * r, neck + 0.45 * r], fill=(60, 45, 40), width=1)
            d.line([cx + 0.28 * r, neck, cx + 0.2 * r, neck + 0.45 * r], fill=(60, 45, 40), width=1)
            d.rectangle([cx - 0.22 * r, neck + 0.45 * r, cx + 0.22 * r, neck + 0.75 * r], fill=(120, 80, 45))
    elif kind == "delft":  # blue-and-white Delft tiles: a cobalt motif on each, corner ornaments, thin grout
        pale = tuple(int(0.35 * v + 0.65 * b) for v, b in zip(colour, (236, 238, 234)))
        step = rng.uniform(0.62, 0.78) * PX
        ox, oy = m - rng.uniform(0, step), m - rng.uniform(0, step)
        for i, x in enumerate(_frange(ox, w - m, step)):
            for j, y in enumerate(_frange(oy, h - m, step)):
                cx, cy, s = x + step / 2, y + step / 2, step / 2
                if rng.random() < 0.5:  # a faint wash on some tiles
                    d.rectangle([x + 2, y + 2, x + step - 2, y + step - 2], fill=(226, 231, 238))
                motif = rng.randrange(4)
                if motif == 0:  # a four-petal flower with a round heart
                    for a in range(4):
                        t = a * math.pi / 2 + math.pi / 4
                        px, py = cx + 0.3 * s * math.cos(t), cy + 0.3 * s * math.sin(t)
                        d.ellipse([px - 0.2 * s, py - 0.2 * s, px + 0.2 * s, py + 0.2 * s], fill=pale, outline=colour, width=2)
                    d.ellipse([cx - 0.13 * s, cy - 0.13 * s, cx + 0.13 * s, cy + 0.13 * s], fill=colour)
                elif motif == 1:  # a windmill on a bit of ground
                    d.line([cx - 0.6 * s, cy + 0.5 * s, cx + 0.6 * s, cy + 0.5 * s], fill=pale, width=3)
                    d.polygon([(cx - 0.15 * s, cy + 0.5 * s), (cx + 0.15 * s, cy + 0.5 * s), (cx + 0.08 * s, cy - 0.1 * s),
                               (cx - 0.08 * s, cy - 0.1 * s)], fill=colour)
                    t0 = rng.uniform(0, math.pi / 2)
                    for a in range(4):
                        t = t0 + a * math.pi / 2
                        d.line([cx, cy - 0.1 * s, cx + 0.5 * s * math.cos(t), cy - 0.1 * s + 0.5 * s * math.sin(t)], fill=colour, width=2)
                elif motif == 2:  # a sailing ship on a wave line
                    d.arc([cx - 0.7 * s, cy + 0.35 * s, cx, cy + 0.6 * s], 180, 360, fill=pale, width=2)
                    d.arc([cx, cy + 0.35 * s, cx + 0.7 * s, cy + 0.6 * s], 180, 360, fill=pale, width=2)
                    d.polygon([(cx - 0.4 * s, cy + 0.2 * s), (cx + 0.4 * s, cy + 0.2 * s), (cx + 0.28 * s, cy + 0.38 * s),
                               (cx - 0.28 * s, cy + 0.38 * s)], fill=colour)
                    d.line([cx, cy + 0.2 * s, cx, cy - 0.55 * s], fill=colour, width=2)
                    d.polygon([(cx + 2, cy - 0.5 * s), (cx + 2, cy + 0.1 * s), (cx + 0.35 * s, cy + 0.1 * s)], fill=pale, outline=colour)
                else:  # a small bird on a twig
                    d.line([cx - 0.5 * s, cy + 0.35 * s, cx + 0.5 * s, cy + 0.15 * s], fill=colour, width=2)
                    d.ellipse([cx - 0.25 * s, cy - 0.2 * s, cx + 0.15 * s, cy + 0.15 * s], fill=colour)
                    d.ellipse([cx + 0.05 * s, cy - 0.35 * s, cx + 0.3 * s, cy - 0.1 * s], fill=colour)
                    d.polygon([(cx - 0.2 * s, cy), (cx - 0.55 * s, cy - 0.15 * s), (cx - 0.45 * s, cy + 0.1 * s)], fill=pale)
                d.line([x, y, x + step, y], fill=(196, 200, 206), width=1)  # grout
                d.line([x, y, x, y + step], fill=(196, 200, 206), width=1)
        for x in _frange(ox, w - m + step, step):  # corner ornaments where four tiles meet
            for y in _frange(oy, h - m + step, step):
                k = 0.17 * step
                d.polygon([(x, y - k), (x + 0.45 * k, y), (x, y + k), (x - 0.45 * k, y)], fill=colour)
                d.polygon([(x - k, y), (x, y - 0.45 * k), (x + k, y), (x, y + 0.45 * k)], fill=colour)
                for a in range(4):
                    t = a * math.pi / 2 + math.pi / 4
                    d.ellipse([x + 1.4 * k * math.cos(t) - 1.5, y + 1.4 * k * math.sin(t) - 1.5,
                               x + 1.4 * k * math.cos(t) + 1.5, y + 1.4 * k * math.sin(t) + 1.5], fill=colour)
    elif kind == "fireflies":  # a forest at night: pine silhouettes in two ranges, a crescent moon, glowing fireflies
        sky = (16, 34, 52)
        for _ in range(30):  # faint stars above the treetops
            x, y = rng.uniform(m, w - m), rng.uniform(m, 0.55 * PX)
            v = rng.randrange(90, 170)
            d.point([(x, y)], fill=(v, v, min(255, v + 25)))
        mx, my, mr = rng.uniform(2.6, 7.2) * PX, rng.uniform(0.3, 0.42) * PX, rng.uniform(7, 10)  # a crescent moon
        d.ellipse([mx - mr, my - mr, mx + mr, my + mr], fill=(232, 230, 196))
        off = rng.choice((-1, 1)) * 0.45 * mr
        d.ellipse([mx - mr + off, my - 1.2 * mr, mx + mr + off, my + 0.8 * mr], fill=sky)

        def pine(x, base, height, fill):  # a short trunk and three or four tiers, narrowing upwards, overlapping
            d.rectangle([x - 0.04 * height, base - 0.14 * height, x + 0.04 * height, base], fill=fill)
            n = rng.choice((3, 4))
            th = 0.9 * height / (0.7 * n + 0.3)
            for k in range(n):
                yb = base - 0.1 * height - k * 0.7 * th
                hw = 0.24 * height * (1 - 0.62 * k / n) * rng.uniform(0.85, 1.1)
                d.polygon([(x - hw, yb), (x, yb - th), (x + hw, yb), (x + 0.4 * hw, yb - 0.12 * th), (x - 0.4 * hw, yb - 0.12 * th)],
                          fill=fill)
        x = m - 6
        while x < w - m + 6:  # the far range, standing behind the truck
            pine(x, 0.84 * PX, rng.uniform(0.4, 0.62) * PX, (30, 60, 66))
            x += rng.uniform(0.22, 0.4) * PX
        x = m + rng.uniform(0, 0.4) * PX
        while x < w - m + 6:  # the near range, near-black
            pine(x, 0.86 * PX, rng.uniform(0.5, 0.72) * PX, (7, 15, 18))
            x += rng.uniform(0.45, 0.9) * PX
        for _ in range(rng.randrange(2, 4)):  # taller trees above the cab, where the art shows
            pine(rng.uniform(m + 8, 2.2 * PX - 8), 1.42 * PX, rng.uniform(0.9, 1.15) * PX, (7, 15, 18))
        halo = tuple(int(0.3 * v + 0.7 * b) for v, b in zip(colour, sky))
        trail = tuple(int(0.5 * v + 0.5 * b) for v, b in zip(colour, sky))
        for _ in range(36):  # fireflies, most of them in the band above the truck and above the cab
            if rng.random() < 0.75:
                x, y = rng.uniform(m + 3, w - m - 3), rng.uniform(m + 4, 0.78 * PX)
            else:
                x, y = rng.uniform(m + 3, 2.2 * PX), rng.uniform(m + 4, 1.3 * PX)
            r = rng.uniform(2.5, 4.5)
            d.ellipse([x - r, y - r, x + r, y + r], fill=halo)
            if rng.random() < 0.3:  # a dotted flight path behind it
                a = rng.uniform(0, 2 * math.pi)
                for q in range(1, 6):
                    px, py = x - 3.5 * q * math.cos(a), y - 3.5 * q * math.sin(a) + 2.5 * math.sin(q * 0.9)
                    d.point([(px, py)], fill=trail)
            d.ellipse([x - 1.3, y - 1.3, x + 1.3, y + 1.3], fill=colour)
    elif kind == "sushi":  # a sushi conveyor belt: plates of nigiri, maki and gunkan riding along, menu tags, a counter with tea
        wood = (198, 160, 108)
        x = m + rng.uniform(2, 16)
        while x < w - m - 12:  # wooden menu tags on the wall above the belt
            tw, th = rng.uniform(9, 12), rng.uniform(11, 14)
            y0 = m + rng.uniform(1, 3)
            d.rectangle([x, y0, x + tw, y0 + th], fill=wood, outline=(126, 90, 56))
            for q in range(rng.randrange(2, 4)):  # brushed characters
                yy = y0 + 3 + q * (th - 5) / 3
                d.line([x + 2.5, yy, x + tw - 2.5, yy + rng.uniform(-1, 1.5)], fill=(40, 28, 20), width=2)
            x += rng.uniform(0.5, 0.75) * PX
        top, bottom = 0.5 * PX, 0.82 * PX
        d.rectangle([m, top, w - m, bottom], fill=(152, 154, 160))  # the belt
        d.rectangle([m, bottom, w - m, 0.92 * PX], fill=(98, 100, 108))  # its front rail
        d.rectangle([m, 0.92 * PX, w - m, h - m], fill=wood)  # the counter, seen above the cab
        d.line([m, 0.92 * PX, w - m, 0.92 * PX], fill=(150, 112, 70), width=2)
        for x in _frange(m + rng.uniform(0, 10), w - m, 0.2 * PX):  # the belt's slats
            d.line([x, top + 2, x - 3, bottom], fill=(126, 128, 134), width=1)
        d.line([m, top, w - m, top], fill=(206, 208, 214), width=2)
        rims = [colour, (40, 90, 180), (200, 50, 50), (220, 170, 40), (60, 140, 80), (30, 30, 34)]
        rice, rice_edge, nori = (248, 246, 238), (196, 192, 180), (26, 36, 30)
        yc = 0.7 * PX
        x = m + rng.uniform(12, 30)
        while x < w - m - 14:  # plates on the belt
            if rng.random() < 0.85:
                d.ellipse([x - 16, yc - 5.5, x + 16, yc + 5.5], fill=(242, 240, 234), outline=rims[rng.randrange(len(rims))], width=2)
                food = rng.randrange(3)
                if food == 0:  # two nigiri: a rice block under a slice of fish or omelette
                    topping = rng.choice([(242, 128, 84), (200, 40, 56), (246, 206, 80), (246, 160, 120)])
                    for k in (-1, 1):
                        cx = x + 6.5 * k
                        d.rounded_rectangle([cx - 5.5, yc - 7, cx + 5.5, yc + 1], radius=2, fill=rice, outline=rice_edge)
                        d.rounded_rectangle([cx - 6.5, yc - 11, cx + 6.5, yc - 4], radius=3, fill=topping)
                        if topping == (246, 206, 80):  # tamago: a band of nori round it
                            d.rectangle([cx - 1.5, yc - 11, cx + 1.5, yc + 1], fill=nori)
                        elif topping != (200, 40, 56):  # salmon and shrimp: pale stripes
                            for s in (-3, 1):
                                d.line([cx + s, yc - 11, cx + s + 3, yc - 4], fill=(250, 214, 190), width=1)
                elif food == 1:  # three maki seen from above and the side
                    filling = rng.choice([(90, 170, 80), (200, 40, 56), (242, 128, 84)])
                    for k in (-1, 0, 1):
                        cx, cy = x + 9 * k, yc - 4 - 2 * (k == 0)
                        d.rectangle([cx - 4.5, cy - 1, cx + 4.5, cy + 4], fill=nori)
                        d.ellipse([cx - 4.5, cy - 3.5, cx + 4.5, cy + 1.5], fill=nori)
                        d.ellipse([cx - 3.3, cy - 2.6, cx + 3.3, cy + 0.6], fill=rice)
                        d.ellipse([cx - 1.3, cy - 1.8, cx + 1.3, cy - 0.2], fill=filling)
                else:  # two gunkan: nori round rice, ikura or corn on top
                    roe = rng.choice([((236, 96, 40), (255, 170, 110)), ((240, 200, 60), (255, 236, 150))])
                    for k in (-1, 1):
                        cx = x + 7 * k
                        d.rectangle([cx - 5.5, yc - 8, cx + 5.5, yc + 1], fill=nori)
                        d.ellipse([cx - 5.5, yc - 11, cx + 5.5, yc - 5], fill=roe[0])
                        for _ in range(4):
                            px, py = cx + rng.uniform(-3.5, 3.5), yc - 8 + rng.uniform(-1.5, 1.5)
                            d.point([(px, py)], fill=roe[1])
            x += rng.uniform(0.55, 0.75) * PX
        cx = rng.uniform(m + 14, 2.2 * PX - 30)  # on the counter above the cab: a cup of green tea and a soy dish
        d.polygon([(cx - 7, 0.98 * PX), (cx + 7, 0.98 * PX), (cx + 6, 1.3 * PX), (cx - 6, 1.3 * PX)], fill=(120, 150, 104))
        d.ellipse([cx - 7, 0.98 * PX - 2.5, cx + 7, 0.98 * PX + 2.5], fill=(96, 126, 70))
        d.line([cx - 3, 1.06 * PX, cx - 3, 1.22 * PX], fill=(60, 80, 54), width=2)
        sx = cx + rng.uniform(20, 30)
        d.ellipse([sx - 9, 1.16 * PX, sx + 9, 1.3 * PX], fill=(242, 240, 234), outline=(196, 192, 180))
        d.ellipse([sx - 6, 1.18 * PX, sx + 6, 1.27 * PX], fill=(70, 34, 20))
    elif kind == "specimens":  # an entomology case: pinned butterflies and a few beetles in rows, a small label under each
        ink = (40, 34, 28)

        def butterfly(x, y, s):
            species = rng.randrange(5)
            wing, edge = [(colour, (22, 24, 30)), ((236, 130, 30), (24, 20, 18)), ((240, 226, 110), (196, 170, 70)),
                          ((246, 230, 150), (28, 26, 24)), ((36, 32, 34), (36, 32, 34))][species]
            fore = [(0.05, -0.15), (0.55, -0.78), (0.97, -0.62), (0.86, -0.2), (0.1, 0.02)]
            hind = [(0.08, 0.0), (0.72, 0.08), (0.8, 0.42), (0.46, 0.74), (0.12, 0.46)]
            for sx in (-1, 1):
                def at(pts, f=1.0):  # wing points (in units of s, right side) mirrored by sx, shrunk round their centroid by f
                    gx, gy = sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)
                    return [(x + sx * s * (gx + f * (u - gx)), y + s * (gy + f * (v - gy))) for u, v in pts]
                for pts in (hind, fore):
                    if species in (0, 1, 3):  # a dark border round the wing
                        d.polygon(at(pts), fill=edge)
                        d.polygon(at(pts, 0.72), fill=wing)
                    else:
                        d.polygon(at(pts), fill=wing, outline=edge)
                if species == 1:  # monarch: black veins, white dots on the border
                    for px, py in fore[1:4] + hind[1:4]:
                        d.line([x + sx * s * 0.1, y, x + sx * s * px * 0.85, y + s * py * 0.85], fill=edge, width=1)
                    for px, py in ((0.7, -0.72), (0.92, -0.5), (0.66, 0.5)):
                        d.point([(x + sx * s * px, y + s * py)], fill=(250, 250, 245))
                elif species == 2:  # brimstone: an orange dot on each wing
                    for px, py in ((0.5, -0.4), (0.45, 0.3)):
                        d.ellipse([x + sx * s * px - 1.2, y + s * py - 1.2, x + sx * s * px + 1.2, y + s * py + 1.2], fill=(232, 130, 40))
                elif species == 3:  # swallowtail: black stripes, a tail and a blue eye on the hind wing
                    for q in (0.3, 0.5, 0.7):
                        d.line([x + sx * s * q, y - s * (0.3 + 0.6 * q), x + sx * s * (q - 0.1), y - s * 0.05], fill=edge, width=2)
                    d.line([x + sx * s * 0.5, y + s * 0.7, x + sx * s * 0.56, y + s * 1.0], fill=edge, width=2)
                    d.ellipse([x + sx * s * 0.3 - 1.5, y + s * 0.55 - 1.5, x + sx * s * 0.3 + 1.5, y + s * 0.55 + 1.5], fill=(60, 110, 200))
                elif species == 4:  # red admiral: a red band across the fore wing, white spots near its tip, a red hem on the hind wing
                    d.polygon([(x + sx * s * 0.3, y - s * 0.55), (x + sx * s * 0.62, y - s * 0.72), (x + sx * s * 0.7, y - s * 0.5),
                               (x + sx * s * 0.38, y - s * 0.28)], fill=(226, 74, 40))
                    for px, py in ((0.8, -0.62), (0.88, -0.48)):
                        d.point([(x + sx * s * px, y + s * py), (x + sx * s * px + sx, y + s * py)], fill=(245, 245, 240))
                    d.line([x + sx * s * 0.55, y + s * 0.66, x + sx * s * 0.78, y + s * 0.38], fill=(226, 74, 40), width=2)
                d.line([x + sx * 1, y - 0.42 * s, x + sx * 0.3 * s, y - 0.95 * s], fill=ink, width=1)  # antennae
            d.ellipse([x - 1.6, y - 0.4 * s, x + 1.6, y + 0.6 * s], fill=ink)  # body
            d.ellipse([x - 1.4, y - 0.2 * s - 1.4, x + 1.4, y - 0.2 * s + 1.4], fill=(12, 12, 14))  # the pin's head

        def beetle(x, y, s):
            shell = rng.choice([(40, 110, 70), (120, 80, 40), (34, 34, 40), (150, 40, 36)])
            for sx in (-1, 1):  # legs
                for q in (-0.1, 0.2, 0.45):
                    d.line([x, y + s * q, x + sx * 0.75 * s, y + s * (q + 0.15)], fill=ink, width=1)
                d.line([x + sx * 1, y - 0.62 * s, x + sx * 0.35 * s, y - 0.95 * s], fill=ink, width=1)
            d.ellipse([x - 0.45 * s, y - 0.25 * s, x + 0.45 * s, y + 0.75 * s], fill=shell, outline=ink)  # wing cases
            d.line([x, y - 0.25 * s, x, y + 0.75 * s], fill=ink, width=1)
            d.ellipse([x - 0.3 * s, y - 0.5 * s, x + 0.3 * s, y - 0.2 * s], fill=shell, outline=ink)
            d.ellipse([x - 0.15 * s, y - 0.66 * s, x + 0.15 * s, y - 0.46 * s], fill=ink)
            d.ellipse([x + 0.18 * s - 1.4, y + 0.1 * s - 1.4, x + 0.18 * s + 1.4, y + 0.1 * s + 1.4], fill=(12, 12, 14))

        def specimen(x, y, s):
            d.line([x - 0.8 * s, y + 1.04 * s + 4, x + 0.8 * s, y + 1.04 * s + 4], fill=(222, 214, 196), width=1)  # a pencil line
            d.rectangle([x - 0.5 * s, y + 0.95 * s, x + 0.5 * s, y + 0.95 * s + 5], fill=(252, 250, 244), outline=(172, 166, 154))
            d.line([x - 0.35 * s, y + 0.95 * s + 2.5, x + rng.uniform(0, 0.35) * s, y + 0.95 * s + 2.5], fill=(150, 146, 138), width=1)
            (beetle if rng.random() < 0.15 else butterfly)(x, y, s)
        x = m + rng.uniform(0.3, 0.45) * PX
        while x < w - m - 0.3 * PX:  # a row across the band above the truck
            specimen(x, 0.43 * PX, rng.uniform(12, 15))
            x += rng.uniform(0.55, 0.68) * PX
        x = m + rng.uniform(0.3, 0.45) * PX
        while x < 2.2 * PX - 0.2 * PX:  # a second row above the cab, where the art shows
            specimen(x, 1.0 * PX, rng.uniform(12, 15))
            x += rng.uniform(0.55, 0.68) * PX
    elif kind == "crystals":  # a crystal cave: stalactites hanging from the roof, clusters of amethyst and teal crystals, glints
        rock, rock_edge = (46, 34, 62), (70, 56, 88)
        x = m + rng.uniform(0, 8)
        while x < w - m:  # stalactites from the cave's roof
            sw, sl = rng.uniform(6, 14), rng.uniform(8, 26)
            d.polygon([(x, m), (x + sw, m), (x + 0.55 * sw, m + sl)], fill=rock)
            d.line([(x + sw, m), (x + 0.55 * sw, m + sl)], fill=rock_edge, width=1)
            x += sw + rng.uniform(4, 22)
        palettes = [(colour, (214, 178, 246), (104, 56, 150)), ((62, 186, 186), (160, 236, 228), (26, 110, 122)),
                    ((226, 120, 190), (250, 196, 230), (140, 56, 110))]
        glints = []

        def cluster(cx, base, reach):  # three to six prisms fanning up from one foot
            light, lit, shade = palettes[0] if rng.random() < 0.6 else rng.choice(palettes[1:])
            for _ in range(rng.randrange(3, 7)):
                a = math.radians(rng.uniform(-38, 38))
                length, half = rng.uniform(0.45, 1.0) * reach, rng.uniform(3.5, 6)
                x0 = cx + rng.uniform(-6, 6)
                ux, uy = math.sin(a), -math.cos(a)  # along the prism, up
                px, py = -uy, ux  # across it
                tip = (x0 + ux * length, base + uy * length)
                sx, sy = x0 + ux * (length - 1.6 * half), base + uy * (length - 1.6 * half)  # where the point starts
                d.polygon([(x0 - px * half, base - py * half), (sx - px * half, sy - py * half), tip, (sx, sy), (x0, base)], fill=lit)
                d.polygon([(x0, base), (sx, sy), tip, (sx + px * half, sy + py * half), (x0 + px * half, base + py * half)], fill=shade)
                d.line([(x0, base), (sx, sy), tip], fill=light, width=1)
                if rng.random() < 0.4:
                    glints.append(tip)
        x = m + rng.uniform(8, 30)
        while x < w - m - 8:  # on the ledge behind the truck
            cluster(x, 0.8 * PX + 2, 0.5 * PX)
            x += rng.uniform(0.55, 1.1) * PX
        for _ in range(rng.randrange(2, 4)):  # taller ones above the cab, where the art shows
            cluster(rng.uniform(m + 14, 2.2 * PX - 14), 1.36 * PX, 1.1 * PX)
        for _ in range(14):  # glints on the rock
            glints.append((rng.uniform(m + 4, w - m - 4), rng.uniform(m + 4, 0.75 * PX)))
        for gx, gy in glints:  # small four-pointed glints
            r = rng.uniform(2, 4)
            d.line([gx - r, gy, gx + r, gy], fill=(250, 246, 255), width=1)
            d.line([gx, gy - r, gx, gy + r], fill=(250, 246, 255), width=1)
    elif kind == "books":  # a bookshelf: rows of book spines of many colours and heights on wooden shelves, a plant
        wood, wood_dark = colour, tuple(int(0.62 * v) for v in colour)
        spines = [(132, 30, 42), (30, 50, 100), (204, 164, 52), (40, 90, 60), (232, 222, 198), (30, 30, 32), (182, 82, 42),
                  (92, 60, 122), (58, 128, 148), (150, 150, 140)]

        def shelf(x0, x1, top, bottom):  # books standing on a plank from `top` (their tallest) down to `bottom`
            d.rectangle([x0, bottom, x1, bottom + 5], fill=wood)
            d.line([x0, bottom + 5, x1, bottom + 5], fill=wood_dark, width=1)
            x = x0 + rng.uniform(0, 4)
            while x < x1 - 6:
                r = rng.random()
                if r < 0.07:  # a small plant in a terracotta pot
                    d.polygon([(x, bottom - 8), (x + 9, bottom - 8), (x + 7.5, bottom), (x + 1.5, bottom)], fill=(186, 96, 62))
                    for q in range(5):
                        a = math.radians(-150 + 30 * q)
                        d.ellipse([x + 4.5 + 7 * math.cos(a) - 2.5, bottom - 9 + 7 * math.sin(a) - 1.5,
                                   x + 4.5 + 7 * math.cos(a) + 2.5, bottom - 9 + 7 * math.sin(a) + 1.5], fill=(66, 132, 70))
                    x += 13
                    continue
                bw = rng.uniform(4.5, 10)
                bh = (bottom - top) * rng.uniform(0.62, 1.0)
                c = rng.choice(spines)
                band = tuple(min(255, int(v * 0.55 + 110)) if sum(c) < 300 else int(v * 0.6) for v in c)
                if r < 0.15 and x + bh * 0.3 + bw < x1:  # a book leaning on the next one
                    s = rng.uniform(0.2, 0.35)
                    d.polygon([(x, bottom), (x + bw, bottom), (x + bw + s * bh, bottom - bh), (x + s * bh, bottom - bh)], fill=c)
                    x += bw + s * bh + 1
                    continue
                d.rectangle([x, bottom - bh, x + bw, bottom], fill=c)
                d.line([x, bottom - bh, x, bottom], fill=wood_dark, width=1)
                for yy in (bottom - bh + 3, bottom - 4):  # bands across the spine
                    if rng.random() < 0.7:
                        d.line([x + 1, yy, x + bw - 1, yy], fill=band, width=1)
                if bw > 7 and rng.random() < 0.5:  # a title label
                    d.rectangle([x + 2, bottom - 0.65 * bh, x + bw - 2, bottom - 0.45 * bh], fill=band)
                x += bw + rng.uniform(0, 1.2)
        shelf(m, w - m, m + 2, 0.72 * PX)  # the band above the truck
        shelf(m, 2.2 * PX, 0.86 * PX, 1.26 * PX)  # a lower shelf above the cab
    elif kind == "laundry":  # washing lines: shirts, towels, socks and dresses pegged on sagging lines, clouds
        for _ in range(rng.randrange(2, 4)):  # soft clouds
            x, y = rng.uniform(m + 20, w - m - 20), rng.uniform(m + 6, 0.45 * PX)
            for q in range(3):
                r = rng.uniform(5, 9)
                d.ellipse([x + 9 * q - r, y - r * 0.7, x + 9 * q + r, y + r * 0.7], fill=colour)
        cloth = [(214, 60, 60), (40, 110, 190), (240, 190, 40), (60, 160, 90), (236, 130, 170), (250, 250, 246),
                 (120, 80, 160), (240, 130, 40), (60, 170, 190)]
        peg = (188, 150, 100)

        def washing_line(x0, x1, y0, sag, drop):  # a sagging line from post to post and what hangs on it
            def at(x):
                t = (x - x0) / (x1 - x0)
                return y0 + 4 * sag * t * (1 - t)
            d.line([(x, at(x)) for x in _frange(x0, x1 + 1, 4)], fill=(96, 86, 76), width=1)
            x = x0 + rng.uniform(4, 14)
            while x < x1 - 14:
                item, c = rng.choice(("shirt", "shirt", "towel", "socks", "dress", "trousers")), rng.choice(cloth)
                y = at(x + 6)
                shade = tuple(int(0.75 * v) for v in c)
                if item == "shirt":
                    iw, ih = rng.uniform(13, 17), drop * rng.uniform(0.8, 1.0)
                    d.polygon([(x, y), (x + iw, y), (x + iw + 5, y + 0.35 * ih), (x + iw - 1, y + 0.42 * ih), (x + iw - 1, y + ih),
                               (x + 1, y + ih), (x + 1, y + 0.42 * ih), (x - 5, y + 0.35 * ih)], fill=c)
                    d.line([x + iw / 2, y + 2, x + iw / 2, y + ih - 1], fill=shade, width=1)  # the placket
                elif item == "towel":
                    iw, ih = rng.uniform(14, 20), drop * rng.uniform(0.75, 1.0)
                    d.rectangle([x, y, x + iw, y + ih], fill=c)
                    stripe = rng.choice(cloth)
                    for f in (0.72, 0.82):
                        d.line([x, y + f * ih, x + iw, y + f * ih], fill=stripe, width=2)
                elif item == "socks":
                    iw, ih = 11, drop * rng.uniform(0.5, 0.65)
                    for q in (0, 6):
                        d.polygon([(x + q, y), (x + q + 4, y), (x + q + 4, y + ih - 3), (x + q + 7, y + ih - 3), (x + q + 7, y + ih),
                                   (x + q, y + ih)], fill=c)
                elif item == "dress":
                    iw, ih = rng.uniform(12, 15), drop * rng.uniform(0.85, 1.0)
                    d.polygon([(x + 2, y), (x + iw - 2, y), (x + iw - 1, y + 0.35 * ih), (x + iw + 3, y + ih), (x - 3, y + ih),
                               (x + 1, y + 0.35 * ih)], fill=c)
                    d.line([x + 1, y + 0.35 * ih, x + iw - 1, y + 0.35 * ih], fill=shade, width=1)
                else:
                    iw, ih = rng.uniform(12, 15), drop * rng.uniform(0.85, 1.0)
                    d.polygon([(x, y), (x + iw, y), (x + iw, y + ih), (x + iw / 2 + 1.5, y + ih), (x + iw / 2, y + 0.3 * ih),
                               (x + iw / 2 - 1.5, y + ih), (x, y + ih)], fill=c)
                for px in (x + 1, x + iw - 3):  # the pegs
                    d.rectangle([px, y - 3, px + 2, y + 3], fill=peg)
                x += iw + rng.uniform(6, 14)
        washing_line(m, w - m, 0.3 * PX, rng.uniform(4, 9), 0.44 * PX)  # across the band above the truck
        d.rectangle([m + 2, 0.2 * PX, m + 4, 0.8 * PX], fill=(120, 106, 90))  # its post
        washing_line(m, 2.2 * PX, 0.86 * PX, rng.uniform(2, 5), 0.42 * PX)  # a lower one above the cab
    elif kind == "gears":  # clockwork: interlocking brass, copper and steel gears, a riveted pipe, a pressure gauge
        metals = [(colour, tuple(int(0.62 * v) for v in colour)), ((184, 104, 60), (112, 60, 34)), ((150, 152, 160), (88, 90, 98))]
        hole = (28, 22, 18)

        def gear(cx, cy, r, fill, dark):  # a toothed wheel: teeth round a rim, a dark ring, spokes or holes, a hub
            teeth = max(8, int(r * 0.9))
            pts = []
            for k in range(teeth):
                for f, rad in ((0.0, 0.8 * r), (0.12, r), (0.38, r), (0.5, 0.8 * r)):
                    a = 2 * math.pi * (k + f) / teeth
                    pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
            d.polygon(pts, fill=fill)
            d.ellipse([cx - 0.68 * r, cy - 0.68 * r, cx + 0.68 * r, cy + 0.68 * r], outline=dark, width=1)
            if r > 9 and rng.random() < 0.6:  # spokes between cut-outs
                d.ellipse([cx - 0.58 * r, cy - 0.58 * r, cx + 0.58 * r, cy + 0.58 * r], fill=hole)
                a0, spokes = rng.uniform(0, math.pi), rng.choice((3, 4, 5, 6))
                for k in range(spokes):
                    a = a0 + k * 2 * math.pi / spokes
                    d.line([cx, cy, cx + 0.6 * r * math.cos(a), cy + 0.6 * r * math.sin(a)], fill=fill, width=max(2, int(r / 6)))
            else:  # round holes
                for k in range(4):
                    a = 2 * math.pi * k / 4 + 0.4
                    hx, hy = cx + 0.42 * r * math.cos(a), cy + 0.42 * r * math.sin(a)
                    d.ellipse([hx - 0.12 * r, hy - 0.12 * r, hx + 0.12 * r, hy + 0.12 * r], fill=hole)
            d.ellipse([cx - 0.2 * r, cy - 0.2 * r, cx + 0.2 * r, cy + 0.2 * r], fill=dark)
            d.ellipse([cx - 0.08 * r - 1, cy - 0.08 * r - 1, cx + 0.08 * r + 1, cy + 0.08 * r + 1], fill=fill)
        py = m + rng.uniform(6, 10)  # a riveted copper pipe along the top, with flanges
        d.rectangle([m, py - 3, w - m, py + 3], fill=(150, 82, 46))
        d.line([m, py - 2, w - m, py - 2], fill=(212, 140, 96), width=1)
        for x in _frange(m + rng.uniform(10, 40), w - m - 6, rng.uniform(0.9, 1.4) * PX):
            d.rectangle([x - 2, py - 6, x + 2, py + 6], fill=(120, 64, 36))
            d.point([(x, py - 4), (x, py + 4)], fill=(230, 170, 120))
        x, r = m + rng.uniform(4, 12), rng.uniform(10, 18)
        cy = rng.uniform(0.42, 0.6) * PX
        while x < w - m + r:  # a train of meshing gears across the band above the truck
            fill, dark = rng.choice(metals)
            gear(x, cy, r, fill, dark)
            if rng.random() < 0.35:  # a small pinion on the same axle
                gear(x, cy, 0.45 * r, *rng.choice(metals))
            nr = rng.uniform(7, 20)
            a = rng.uniform(-0.7, 0.7)
            x, cy = x + 0.9 * (r + nr) * math.cos(a), min(0.72 * PX, max(m + 0.6 * nr, cy + 0.9 * (r + nr) * math.sin(a)))
            r = nr
        for _ in range(rng.randrange(2, 4)):  # larger ones above the cab, where the art shows
            r = rng.uniform(14, 24)
            gear(rng.uniform(m + 10, 2.2 * PX - 10), rng.uniform(0.75, 1.15) * PX, r, *rng.choice(metals))
        gx, gy, gr = rng.uniform(m + 16, 2.2 * PX - 16), rng.uniform(0.5, 0.9) * PX, 11  # a pressure gauge
        d.ellipse([gx - gr - 2, gy - gr - 2, gx + gr + 2, gy + gr + 2], fill=colour)
        d.ellipse([gx - gr, gy - gr, gx + gr, gy + gr], fill=(226, 214, 180))
        for k in range(9):  # its scale marks
            a = math.radians(135 + 270 * k / 8)
            d.line([gx + 0.72 * gr * math.cos(a), gy + 0.72 * gr * math.sin(a), gx + 0.92 * gr * math.cos(a), gy + 0.92 * gr * math.sin(a)],
                   fill=(40, 30, 24), width=1)
        a = math.radians(rng.uniform(150, 390))
        d.line([gx, gy, gx + 0.8 * gr * math.cos(a), gy + 0.8 * gr * math.sin(a)], fill=(190, 30, 30), width=2)
        d.ellipse([gx - 1.5, gy - 1.5, gx + 1.5, gy + 1.5], fill=(40, 30, 24))
    elif kind == "stamps":  # a stamp album: rows of perforated postage stamps with small pictures, postmarks, glassine strips
        page = (84, 108, 118)
        strip = tuple(min(255, int(v * 1.12 + 10)) for v in page)
        inks = [(176, 44, 50), (40, 70, 150), (46, 120, 70), (110, 60, 140), (214, 120, 40), (120, 80, 50), (30, 110, 130)]

        def stamp(x, y, sw, sh, strip_top):
            d.rectangle([x, y, x + sw, y + sh], fill=colour)
            for px in _frange(x + 1.5, x + sw, 3.2):  # perforations along the edges, holes showing the page or the strip
                d.ellipse([px - 1, y - 1, px + 1, y + 1], fill=page if y < strip_top else strip)
                d.ellipse([px - 1, y + sh - 1, px + 1, y + sh + 1], fill=strip)
            for py in _frange(y + 1.5, y + sh, 3.2):
                d.ellipse([x - 1, py - 1, x + 1, py + 1], fill=page if py < strip_top else strip)
                d.ellipse([x + sw - 1, py - 1, x + sw + 1, py + 1], fill=page if py < strip_top else strip)
            ink = rng.choice(inks)
            ix0, iy0, ix1, iy1 = x + 3, y + 3, x + sw - 3, y + sh - 6
            d.rectangle([ix0, iy0, ix1, iy1], fill=ink)
            pale = tuple(int(0.45 * v + 0.55 * c) for v, c in zip(ink, colour))
            mx, my = (ix0 + ix1) / 2, (iy0 + iy1) / 2
            picture = rng.randrange(4)
            if picture == 0:  # a profile portrait in an oval
                d.ellipse([mx - 5, my - 6, mx + 5, my + 6], fill=pale)
                d.ellipse([mx - 2.5, my - 4, mx + 2.5, my + 1], fill=ink)
                d.polygon([(mx - 4, my + 6), (mx - 2, my + 1), (mx + 2, my + 1), (mx + 4, my + 6)], fill=ink)
            elif picture == 1:  # mountains under a sun
                d.ellipse([ix1 - 6, iy0 + 2, ix1 - 2, iy0 + 6], fill=pale)
                d.polygon([(ix0, iy1), (ix0 + 0.35 * (ix1 - ix0), my - 2), (mx, my + 2), (ix0 + 0.7 * (ix1 - ix0), my - 4), (ix1, iy1)], fill=pale)
            elif picture == 2:  # a sailing ship on waves
                d.polygon([(mx - 6, my + 3), (mx + 6, my + 3), (mx + 4, my + 6), (mx - 4, my + 6)], fill=pale)
                d.polygon([(mx - 1, my - 7), (mx - 1, my + 2), (mx - 6, my + 2)], fill=pale)
                d.polygon([(mx + 1, my - 5), (mx + 1, my + 2), (mx + 5, my + 2)], fill=pale)
                d.line([ix0 + 1, iy1 - 2, ix1 - 1, iy1 - 2], fill=pale, width=1)
            else:  # a flower
                for q in range(5):
                    a = 2 * math.pi * q / 5
                    d.ellipse([mx + 3.5 * math.cos(a) - 2.5, my - 1 + 3.5 * math.sin(a) - 2.5,
                               mx + 3.5 * math.cos(a) + 2.5, my - 1 + 3.5 * math.sin(a) + 2.5], fill=pale)
                d.ellipse([mx - 1.5, my - 2.5, mx + 1.5, my + 0.5], fill=colour)
            d.line([x + 3, y + sh - 3, x + 3 + rng.uniform(4, sw - 8), y + sh - 3], fill=ink, width=1)  # the value and the country
            if rng.random() < 0.4:  # a postmark: a ring and wavy cancel lines
                cx, cy = x + rng.uniform(0.3, 1.0) * sw, y + rng.uniform(0.2, 0.8) * sh
                d.ellipse([cx - 7, cy - 7, cx + 7, cy + 7], outline=(44, 44, 50), width=1)
                for k in (-3, 0, 3):
                    d.line([(cx + 7 + 3 * q, cy + k + 1.5 * math.sin(q * 1.6)) for q in range(6)], fill=(44, 44, 50), width=1)

        def row(x0, x1, top, bottom):  # a glassine strip holding a row of stamps of the strip's height or less
            strip_top = top + 0.55 * (bottom - top)
            d.rectangle([x0, strip_top, x1, bottom], fill=strip)
            d.line([x0, strip_top, x1, strip_top], fill=tuple(min(255, v + 30) for v in strip), width=1)
            x = x0 + rng.uniform(3, 10)
            while x < x1 - 20:
                sh = (bottom - top) * rng.uniform(0.8, 1.0)
                sw = sh * rng.choice((0.78, 0.82, 1.25, 1.3)) if rng.random() < 0.3 else sh * rng.uniform(0.76, 0.86)
                if x + sw > x1 - 2:
                    break
                stamp(x, bottom - sh - 1, sw, sh, strip_top)
                x += sw + rng.uniform(4, 9)
        row(m, w - m, m + 3, 0.78 * PX)  # across the band above the truck
        row(m, 2.2 * PX, 0.84 * PX, 1.3 * PX)  # a lower row above the cab
    elif kind == "sweets":  # a sweet shop: swirl lollipops, wrapped sweets, candy canes, gumdrops, a jar of jelly beans
        brights = [colour, (250, 170, 40), (90, 190, 90), (70, 150, 230), (150, 90, 200), (240, 80, 60), (250, 220, 70)]

        def lollipop(x, y, r):
            c = rng.choice(brights)
            d.line([x, y + r, x + rng.uniform(-2, 2), y + r + rng.uniform(10, 18)], fill=(236, 228, 206), width=2)
            d.ellipse([x - r, y - r, x + r, y + r], fill=c)
            pts = [(x + 0.9 * r * t * math.cos(7 * math.pi * t), y + 0.9 * r * t * math.sin(7 * math.pi * t)) for t in _frange(0, 1.0, 0.02)]
            d.line(pts, fill=(252, 246, 240), width=2)  # the swirl

        def wrapped(x, y, s):
            c, band = rng.choice(brights), rng.choice(brights)
            d.polygon([(x - 0.9 * s, y), (x - 1.5 * s, y - 0.55 * s), (x - 1.5 * s, y + 0.55 * s)], fill=c)  # the twisted ends
            d.polygon([(x + 0.9 * s, y), (x + 1.5 * s, y - 0.55 * s), (x + 1.5 * s, y + 0.55 * s)], fill=c)
            d.ellipse([x - s, y - 0.6 * s, x + s, y + 0.6 * s], fill=c)
            d.line([x - 0.3 * s, y - 0.55 * s, x - 0.3 * s, y + 0.55 * s], fill=band, width=2)
            d.line([x + 0.3 * s, y - 0.55 * s, x + 0.3 * s, y + 0.55 * s], fill=band, width=2)
            d.line([x - 0.6 * s, y - 0.32 * s, x - 0.1 * s, y - 0.42 * s], fill=(252, 250, 246), width=1)  # a highlight

        def cane(x, y, hgt):  # a red and white striped hook
            pts = [(x, y + hgt - t) for t in _frange(0, hgt - 5, 2)]
            pts += [(x + 5 - 5 * math.cos(a), y + 5 - 5 * math.sin(a)) for a in _frange(0, math.pi * 1.05, 0.35)]
            for k in range(len(pts) - 1):
                d.line([pts[k], pts[k + 1]], fill=(214, 40, 50) if (k // 2) % 2 else (250, 246, 240), width=4)

        def gumdrop(x, y, s):
            c = rng.choice(brights)
            d.chord([x - s, y - s, x + s, y + s], 180, 360, fill=c)
            d.rectangle([x - s, y - 1, x + s, y + 1], fill=c)
            for _ in range(4):
                d.point([(x + rng.uniform(-0.6, 0.6) * s, y - rng.uniform(0.2, 0.7) * s)], fill=(252, 250, 246))
        x = m + rng.uniform(6, 16)
        while x < w - m - 12:  # a row of sweets across the band above the truck
            r = rng.random()
            if r < 0.35:
                lollipop(x + 4, rng.uniform(0.38, 0.46) * PX, rng.uniform(9, 12))
                x += rng.uniform(22, 30)
            elif r < 0.65:
                wrapped(x + 8, rng.uniform(0.4, 0.62) * PX, rng.uniform(6, 8))
                x += rng.uniform(24, 30)
            elif r < 0.82:
                cane(x, rng.uniform(0.3, 0.38) * PX, rng.uniform(0.36, 0.42) * PX)
                x += rng.uniform(16, 22)
            else:
                gumdrop(x + 6, 0.7 * PX, rng.uniform(6, 8))
                x += rng.uniform(16, 22)
        jx, jy = rng.uniform(m + 6, 2.2 * PX - 50), 0.74 * PX  # a glass jar of jelly beans above the cab
        glass = (200, 216, 224)
        d.rectangle([jx + 6, jy - 4, jx + 38, jy + 2], fill=(236, 130, 160))  # its lid
        d.rounded_rectangle([jx, jy + 2, jx + 44, jy + 0.58 * PX], radius=8, fill=tuple(int(0.8 * v + 0.2 * g) for v, g in zip((248, 226, 232), glass)),
                            outline=glass, width=2)
        for _ in range(28):
            bx, by = rng.uniform(jx + 5, jx + 38), rng.uniform(jy + 0.22 * PX, jy + 0.52 * PX)
            a = rng.uniform(0, math.pi)
            d.line([bx, by, bx + 4 * math.cos(a), by + 4 * math.sin(a)], fill=rng.choice(brights), width=3)
        d.line([jx + 6, jy + 8, jx + 6, jy + 0.4 * PX], fill=(250, 252, 253), width=2)  # a highlight on the glass
        lollipop(rng.uniform(jx + 56, 2.2 * PX), 0.66 * PX, rng.uniform(9, 12))
    elif kind == "records":  # a record shop: LPs half out of their sleeves, grooves and coloured labels, singles, a turntable
        labels = [colour, (230, 200, 70), (70, 160, 200), (200, 80, 150), (120, 200, 110), (236, 236, 226), (180, 90, 220)]
        sleeves = [(150, 60, 50), (50, 90, 130), (200, 160, 60), (70, 110, 80), (120, 70, 130), (190, 190, 182), (60, 60, 70)]

        def record(cx, cy, r):  # a black disc: fine grooves in bands, a coloured label, a spindle hole, a glint
            d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(12, 12, 14))
            for q in _frange(0.42 * r, 0.97 * r, rng.uniform(1.6, 2.4)):
                d.ellipse([cx - q, cy - q, cx + q, cy + q], outline=(30, 30, 34), width=1)
            for q in (rng.uniform(0.55, 0.7) * r, rng.uniform(0.75, 0.9) * r):  # the gaps between the tracks
                d.ellipse([cx - q, cy - q, cx + q, cy + q], outline=(6, 6, 8), width=1)
            a0 = rng.uniform(200, 250)
            d.arc([cx - 0.9 * r, cy - 0.9 * r, cx + 0.9 * r, cy + 0.9 * r], a0, a0 + 35, fill=(96, 96, 104), width=2)
            d.arc([cx - 0.7 * r, cy - 0.7 * r, cx + 0.7 * r, cy + 0.7 * r], a0 + 180, a0 + 205, fill=(70, 70, 78), width=1)
            lab, lr = rng.choice(labels), 0.36 * r
            d.ellipse([cx - lr, cy - lr, cx + lr, cy + lr], fill=lab)
            ink = (20, 20, 24) if sum(lab) > 380 else (240, 236, 220)
            d.line([cx - 0.6 * lr, cy - 0.35 * lr, cx + 0.6 * lr, cy - 0.35 * lr], fill=ink, width=1)  # the title
            d.line([cx - 0.4 * lr, cy + 0.45 * lr, cx + 0.4 * lr, cy + 0.45 * lr], fill=ink, width=1)
            d.ellipse([cx - 1.5, cy - 1.5, cx + 1.5, cy + 1.5], fill=(34, 30, 40))

        def sleeve(x, y, s):  # a square album sleeve with a simple cover: a band, a circle or stripes
            c = rng.choice(sleeves)
            d.rectangle([x, y, x + s, y + s], fill=c, outline=(20, 18, 24), width=1)
            art = rng.randrange(3)
            c2 = rng.choice(labels)
            if art == 0:
                d.rectangle([x + 3, y + 0.6 * s, x + s - 3, y + 0.75 * s], fill=c2)
            elif art == 1:
                d.ellipse([x + 0.25 * s, y + 0.2 * s, x + 0.75 * s, y + 0.7 * s], fill=c2)
            else:
                for k in range(3):
                    d.line([x + 2, y + (0.3 + 0.15 * k) * s, x + s - 2, y + (0.3 + 0.15 * k) * s], fill=c2, width=2)
            d.line([x + 4, y + 4, x + 4 + rng.uniform(0.3, 0.6) * s, y + 4], fill=(240, 236, 220), width=1)  # the name
        x = m + rng.uniform(0, 8)
        while x < w - m - 10:  # across the band above the truck: sleeves with a record half out, records alone
            s = rng.uniform(0.46, 0.56) * PX
            top = m + rng.uniform(3, 8)
            if rng.random() < 0.55:
                record(x + s, top + s / 2, 0.46 * s)
                sleeve(x, top, s)
                x += 1.46 * s + rng.uniform(3, 8)
            else:
                r = rng.uniform(0.4, 0.5) * s
                record(x + r, top + s / 2, r)
                x += 2 * r + rng.uniform(3, 8)
        for _ in range(rng.randrange(1, 3)):  # singles (7 inch, a large hole) above the cab
            r = rng.uniform(10, 13)
            cx, cy = rng.uniform(m + r, 2.2 * PX - r), rng.uniform(0.85, 1.05) * PX
            d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(12, 12, 14))
            for q in _frange(0.5 * r, 0.95 * r, 2.0):
                d.ellipse([cx - q, cy - q, cx + q, cy + q], outline=(30, 30, 34), width=1)
            d.ellipse([cx - 0.42 * r, cy - 0.42 * r, cx + 0.42 * r, cy + 0.42 * r], fill=rng.choice(labels))
            d.ellipse([cx - 0.16 * r, cy - 0.16 * r, cx + 0.16 * r, cy + 0.16 * r], fill=(34, 30, 40))
        tx, ty = rng.uniform(m + 4, 2.2 * PX - 58), 0.8 * PX  # a turntable above the cab: plinth, platter, tonearm
        d.rounded_rectangle([tx, ty, tx + 54, ty + 0.5 * PX], radius=3, fill=(96, 70, 48), outline=(20, 16, 12), width=1)
        record(tx + 22, ty + 0.25 * PX, 0.22 * PX)
        d.line([tx + 48, ty + 5, tx + 46, ty + 0.38 * PX, tx + 33, ty + 0.34 * PX], fill=(200, 200, 206), width=2)
        d.ellipse([tx + 45, ty + 2, tx + 51, ty + 8], fill=(150, 150, 156))
    elif kind == "cardtable":  # a card table: fanned playing cards with pips, stacks of poker chips, a gold printed line
        red, black = (200, 30, 40), (24, 24, 28)
        chips = [(200, 40, 40), (40, 80, 170), (24, 24, 28), (236, 232, 220), (60, 150, 80), (120, 60, 150)]

        def pip(x, y, s, suit, c):
            if suit == 0:  # a heart
                d.ellipse([x - s, y - s * 0.8, x, y + 0.2 * s], fill=c)
                d.ellipse([x, y - s * 0.8, x + s, y + 0.2 * s], fill=c)
                d.polygon([(x - s, y - 0.2 * s), (x + s, y - 0.2 * s), (x, y + s)], fill=c)
            elif suit == 1:  # a diamond
                d.polygon([(x, y - s), (x + 0.7 * s, y), (x, y + s), (x - 0.7 * s, y)], fill=c)
            elif suit == 2:  # a spade
                d.ellipse([x - s, y - 0.3 * s, x, y + 0.6 * s], fill=c)
                d.ellipse([x, y - 0.3 * s, x + s, y + 0.6 * s], fill=c)
                d.polygon([(x - s, y + 0.1 * s), (x + s, y + 0.1 * s), (x, y - s)], fill=c)
                d.polygon([(x, y + 0.3 * s), (x - 0.4 * s, y + s), (x + 0.4 * s, y + s)], fill=c)
            else:  # a club
                for ox, oy in ((0, -0.45), (-0.45, 0.1), (0.45, 0.1)):
                    d.ellipse([x + (ox - 0.38) * s, y + (oy - 0.38) * s, x + (ox + 0.38) * s, y + (oy + 0.38) * s], fill=c)
                d.polygon([(x, y), (x - 0.35 * s, y + s), (x + 0.35 * s, y + s)], fill=c)

        def card(cx, cy, cw, ch, a):  # a playing card turned by a: a white face, a rank mark, a pip or a face panel
            ca, sa = math.cos(a), math.sin(a)
            rot = lambda u, v: (cx + u * ca - v * sa, cy + u * sa + v * ca)
            d.polygon([rot(-cw / 2, -ch / 2), rot(cw / 2, -ch / 2), rot(cw / 2, ch / 2), rot(-cw / 2, ch / 2)],
                      fill=(244, 242, 236), outline=(150, 150, 146))
            suit = rng.randrange(4)
            c = red if suit < 2 else black
            if rng.random() < 0.25:  # a court card: a panel in red, blue and gold
                d.polygon([rot(-cw / 2 + 3, -ch / 2 + 6), rot(cw / 2 - 3, -ch / 2 + 6), rot(cw / 2 - 3, ch / 2 - 6),
                           rot(-cw / 2 + 3, ch / 2 - 6)], fill=(200, 170, 70), outline=(40, 60, 150))
                pip(*rot(0, -ch * 0.12), 3, suit, c)
                pip(*rot(0, ch * 0.15), 3, rng.randrange(4), (40, 60, 150))
            else:
                pip(*rot(0, 0), rng.uniform(3.5, 5), suit, c)
            d.line([rot(-cw / 2 + 2.5, -ch / 2 + 2.5), rot(-cw / 2 + 2.5, -ch / 2 + 6.5)], fill=c, width=2)  # the rank
            pip(*rot(-cw / 2 + 3, -ch / 2 + 9), 1.6, suit, c)

        def stack(x, y, n, r):  # a stack of chips seen from the side and above: striped edges, a top with an inlay ring
            c = rng.choice(chips)
            for k in range(n):
                yy = y - 2.2 * k
                d.ellipse([x - r, yy - 0.45 * r, x + r, yy + 0.45 * r], fill=tuple(int(0.7 * v) for v in c))
                d.ellipse([x - r, yy - 0.45 * r - 1.5, x + r, yy + 0.45 * r - 1.5], fill=c)
                for q in (-0.6, 0, 0.6):
                    d.line([x + q * r, yy + 0.42 * r - 1.5, x + q * r, yy + 0.42 * r + 0.5], fill=(246, 244, 238), width=2)
            yy = y - 2.2 * (n - 1) - 1.5
            d.ellipse([x - 0.62 * r, yy - 0.28 * r, x + 0.62 * r, yy + 0.28 * r], outline=(246, 244, 238), width=1)
        d.arc([-1.2 * PX, -2.6 * PX, w + 1.2 * PX, 0.95 * PX], 20, 160, fill=colour, width=2)  # the table's printed gold line
        x = m + rng.uniform(6, 18)
        while x < w - m - 20:  # fans of cards and stacks of chips across the band above the truck
            if rng.random() < 0.6:
                n, a0 = rng.randrange(3, 6), rng.uniform(-0.5, -0.2)
                for k in range(n):
                    card(x + 5 * k, rng.uniform(0.4, 0.46) * PX, 0.36 * PX, 0.52 * PX, a0 + 0.2 * k)
                x += 5 * n + rng.uniform(0.5, 0.8) * PX
            else:
                for _ in range(rng.randrange(1, 3)):
                    stack(x + 8, rng.uniform(0.58, 0.66) * PX, rng.randrange(2, 7), rng.uniform(7, 9))
                    x += rng.uniform(18, 22)
                x += rng.uniform(4, 10)
        for k in range(rng.randrange(2, 4)):  # a hand laid out above the cab and a stack of chips
            card(m + 14 + 20 * k + rng.uniform(-2, 2), rng.uniform(0.95, 1.05) * PX, 0.3 * PX, 0.44 * PX, rng.uniform(-0.3, 0.3))
        stack(rng.uniform(m + 80, 2.2 * PX - 10), 1.12 * PX, rng.randrange(3, 6), 8)
    elif kind == "shells":  # a beach: scallop shells, spiral cone shells, starfish, sand dollars, pebbles, a foam line
        shell_cols = [colour, (236, 200, 170), (214, 150, 110), (244, 230, 214), (200, 170, 150), (180, 120, 110)]

        def scallop(x, y, s, a):  # a fan of ribs on a small hinge
            c = rng.choice(shell_cols)
            dark = tuple(int(0.72 * v) for v in c)
            pts = [(x, y)] + [(x + s * math.cos(a + t), y + s * math.sin(a + t)) for t in _frange(-1.1, 1.15, 0.1)]
            d.polygon(pts, fill=c)
            for t in _frange(-1.0, 1.05, 0.25):  # its ribs
                d.line([x, y, x + 0.95 * s * math.cos(a + t), y + 0.95 * s * math.sin(a + t)], fill=dark, width=1)
            for q in (0.45, 0.75):  # growth lines
                d.arc([x - q * s, y - q * s, x + q * s, y + q * s], math.degrees(a - 1.05), math.degrees(a + 1.05), fill=dark, width=1)
            hx, hy = x - 0.12 * s * math.cos(a), y - 0.12 * s * math.sin(a)
            d.ellipse([hx - 0.2 * s, hy - 0.2 * s, hx + 0.2 * s, hy + 0.2 * s], fill=c)

        def cone(x, y, s, a):  # a spiral shell: a pointed whorl of shrinking turns, an aperture
            c = rng.choice(shell_cols)
            dark = tuple(int(0.65 * v) for v in c)
            for k in range(5):
                f = 0.72 ** k
                cx, cy = x + (1 - f) * 1.6 * s * math.cos(a), y + (1 - f) * 1.6 * s * math.sin(a)
                r = 0.55 * s * f
                d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=c, outline=dark, width=1)
            d.ellipse([x - 0.32 * s, y - 0.22 * s, x + 0.18 * s, y + 0.3 * s], fill=(236, 170, 150))
            for k in range(3):  # brown spots
                px, py = x + rng.uniform(0.2, 1.2) * s * math.cos(a), y + rng.uniform(0.2, 1.2) * s * math.sin(a)
                d.ellipse([px - 1.2, py - 1.2, px + 1.2, py + 1.2], fill=dark)

        def starfish(x, y, s):
            c = rng.choice([(232, 120, 70), (214, 90, 80), (236, 160, 60)])
            a0 = rng.uniform(0, 2 * math.pi)
            pts = []
            for k in range(10):
                a = a0 + math.pi * k / 5
                rad = s if k % 2 == 0 else 0.38 * s
                pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
            d.polygon(pts, fill=c)
            for k in range(5):  # dots along each arm
                a = a0 + 2 * math.pi * k / 5
                for f in (0.35, 0.6, 0.82):
                    px, py = x + f * s * math.cos(a), y + f * s * math.sin(a)
                    d.ellipse([px - 1, py - 1, px + 1, py + 1], fill=(250, 220, 190))

        def sand_dollar(x, y, s):
            d.ellipse([x - s, y - s, x + s, y + s], fill=(232, 226, 206), outline=(196, 184, 160), width=1)
            for k in range(5):
                a = -math.pi / 2 + 2 * math.pi * k / 5
                d.line([x + 0.15 * s * math.cos(a), y + 0.15 * s * math.sin(a), x + 0.65 * s * math.cos(a), y + 0.65 * s * math.sin(a)],
                       fill=(190, 176, 150), width=2)
        for x in _frange(m, w - m, 6):  # a foam line along the top, the wet sand darker below it
            fy = m + 4 + 3 * math.sin(x / 17.0) + 2 * math.sin(x / 7.3)
            d.line([x, m, x, fy], fill=(200, 226, 232), width=6)
            d.line([x, fy, x, fy + 5], fill=tuple(int(0.9 * v) for v in (236, 222, 194)), width=6)
        for _ in range(60):  # grains and tiny pebbles
            px, py, r = rng.uniform(m, w - m), rng.uniform(m + 12, 1.3 * PX), rng.uniform(0.6, 2.2)
            v = rng.randrange(150, 215)
            d.ellipse([px - r, py - 0.7 * r, px + r, py + 0.7 * r], fill=(v, v - 12, v - 30))
        x = m + rng.uniform(8, 20)
        while x < w - m - 12:  # shells along the band above the truck
            r = rng.random()
            y = rng.uniform(0.4, 0.62) * PX
            if r < 0.38:
                scallop(x + 8, y + 8, rng.uniform(11, 15), -math.pi / 2 + rng.uniform(-0.6, 0.6))
                x += rng.uniform(26, 34)
            elif r < 0.68:
                cone(x + 4, y, rng.uniform(7, 9), rng.uniform(-0.5, 0.5) + rng.choice((0, math.pi)))
                x += rng.uniform(28, 34)
            elif r < 0.86:
                starfish(x + 10, y, rng.uniform(10, 13))
                x += rng.uniform(26, 32)
            else:
                sand_dollar(x + 8, y, rng.uniform(7, 9))
                x += rng.uniform(20, 26)
        starfish(rng.uniform(m + 16, 1.1 * PX), rng.uniform(0.95, 1.05) * PX, rng.uniform(12, 15))  # above the cab
        scallop(rng.uniform(1.3 * PX, 2.0 * PX), rng.uniform(1.05, 1.15) * PX, rng.uniform(11, 13), -math.pi / 2)
    elif kind == "chess":  # a chess club: ivory and ebony pieces on a strip of board, a chess clock, a notation line
        ivory, ebony = colour, (22, 20, 22)
        rim_i, rim_e = (120, 104, 80), (150, 140, 130)  # the pieces' outlines: dark on ivory, light on ebony

        def piece(x, base, s, kind_, light):  # a Staunton silhouette standing on base, s its height
            c, rim = (ivory, rim_i) if light else (ebony, rim_e)
            d.polygon([(x - 0.3 * s, base), (x + 0.3 * s, base), (x + 0.22 * s, base - 0.1 * s), (x - 0.22 * s, base - 0.1 * s)],
                      fill=c, outline=rim)  # the foot
            if kind_ == "pawn":
                d.polygon([(x - 0.17 * s, base - 0.1 * s), (x + 0.17 * s, base - 0.1 * s), (x + 0.07 * s, base - 0.55 * s),
                           (x - 0.07 * s, base - 0.55 * s)], fill=c, outline=rim)
                d.ellipse([x - 0.16 * s, base - 0.86 * s, x + 0.16 * s, base - 0.54 * s], fill=c, outline=rim)
            elif kind_ == "rook":
                d.rectangle([x - 0.17 * s, base - 0.75 * s, x + 0.17 * s, base - 0.1 * s], fill=c, outline=rim)
                for k in (-1, 0, 1):  # the battlements
                    d.rectangle([x + (0.13 * k - 0.05) * s, base - 0.92 * s, x + (0.13 * k + 0.05) * s, base - 0.74 * s], fill=c, outline=rim)
            elif kind_ == "bishop":
                d.polygon([(x - 0.15 * s, base - 0.1 * s), (x + 0.15 * s, base - 0.1 * s), (x + 0.06 * s, base - 0.5 * s),
                           (x - 0.06 * s, base - 0.5 * s)], fill=c, outline=rim)
                d.ellipse([x - 0.14 * s, base - 0.88 * s, x + 0.14 * s, base - 0.46 * s], fill=c, outline=rim)  # the mitre
                d.line([x + 0.02 * s, base - 0.78 * s, x + 0.1 * s, base - 0.64 * s], fill=rim, width=1)  # its slit
                d.ellipse([x - 0.05 * s, base - 0.98 * s, x + 0.05 * s, base - 0.88 * s], fill=c, outline=rim)
            elif kind_ == "knight":
                f = rng.choice((-1, 1))  # facing left or right
                d.polygon([(x - 0.2 * s, base - 0.1 * s), (x + 0.2 * s, base - 0.1 * s), (x + f * 0.16 * s, base - 0.55 * s),
                           (x + f * 0.2 * s, base - 0.62 * s), (x - f * 0.02 * s, base - 0.95 * s), (x - f * 0.14 * s, base - 0.88 * s),
                           (x - f * 0.24 * s, base - 0.66 * s), (x - f * 0.2 * s, base - 0.58 * s), (x - f * 0.06 * s, base - 0.62 * s),
                           (x - f * 0.16 * s, base - 0.3 * s)], fill=c, outline=rim)
                d.ellipse([x - 0.02 * s, base - 0.8 * s, x + 0.02 * s, base - 0.76 * s], fill=rim)  # an eye
            else:  # a queen (a crown of points) or a king (a cross)
                d.polygon([(x - 0.2 * s, base - 0.1 * s), (x + 0.2 * s, base - 0.1 * s), (x + 0.08 * s, base - 0.72 * s),
                           (x - 0.08 * s, base - 0.72 * s)], fill=c, outline=rim)
                d.ellipse([x - 0.17 * s, base - 0.84 * s, x + 0.17 * s, base - 0.68 * s], fill=c, outline=rim)
                if kind_ == "queen":
                    for k in (-2, -1, 0, 1, 2):
                        px = x + 0.07 * k * s
                        d.ellipse([px - 0.035 * s, base - 0.96 * s, px + 0.035 * s, base - 0.89 * s], fill=c, outline=rim)
                else:
                    d.rectangle([x - 0.03 * s, base - 1.08 * s, x + 0.03 * s, base - 0.84 * s], fill=c, outline=rim)
                    d.rectangle([x - 0.09 * s, base - 1.01 * s, x + 0.09 * s, base - 0.95 * s], fill=c, outline=rim)
        sq = 9  # a strip of the board along the band above the truck, two ranks of it showing
        top = 0.62 * PX
        for k, x in enumerate(_frange(m, w - m, sq)):
            for r_ in range(2):
                d.rectangle([x, top + r_ * sq, x + sq, top + (r_ + 1) * sq], fill=(214, 198, 160) if (k + r_) % 2 else (96, 60, 40))
        d.line([m, top, w - m, top], fill=(60, 38, 26), width=2)  # the board's edge
        for k in range(8):  # the files' letters in a faint notation line along the top
            d.text((3.0 * PX + k * 0.55 * PX, m + 6), "abcdefgh"[k], fill=(120, 92, 90), font=_font(9))
        x = m + rng.uniform(6, 14)
        while x < w - m - 10:  # the pieces standing on the board
            s = rng.uniform(0.38, 0.5) * PX
            piece(x + 0.3 * s, top + rng.uniform(4, 9), s, rng.choice(("pawn", "pawn", "rook", "bishop", "knight", "queen", "king")),
                  rng.random() < 0.5)
            x += 0.6 * s + rng.uniform(6, 16)
        cx, cy = rng.uniform(m + 6, 2.2 * PX - 62), 0.98 * PX  # a chess clock above the cab: a wooden case, two dials, buttons
        d.rectangle([cx + 12, cy - 6, cx + 18, cy], fill=(190, 40, 40))
        d.rectangle([cx + 40, cy - 4, cx + 46, cy], fill=(170, 170, 166))
        d.rounded_rectangle([cx, cy, cx + 58, cy + 0.36 * PX], radius=3, fill=(120, 76, 46), outline=(30, 18, 12), width=1)
        for k in (0, 1):
            fx, fy, fr = cx + 15 + 28 * k, cy + 0.18 * PX, 10
            d.ellipse([fx - fr, fy - fr, fx + fr, fy + fr], fill=(238, 234, 222), outline=(40, 30, 24), width=1)
            a = rng.uniform(0, 2 * math.pi)
            d.line([fx, fy, fx + 0.8 * fr * math.cos(a), fy + 0.8 * fr * math.sin(a)], fill=(20, 20, 22), width=1)
            d.line([fx, fy, fx + 0.5 * fr * math.cos(a * 3), fy + 0.5 * fr * math.sin(a * 3)], fill=(20, 20, 22), width=2)
        piece(rng.uniform(cx + 64, 2.2 * PX - 8), 1.3 * PX, rng.uniform(0.44, 0.52) * PX, "king", rng.random() < 0.5)
    elif kind == "bakery":  # a bakery: a striped awning, loaves, baguettes, croissants and pretzels on shelves, a cake
        crust, dark_crust, light_crust = (196, 132, 66), (140, 84, 40), (226, 180, 112)

        def score(x0, y0, x1, y1):  # a scoring cut: the crumb's pale line in a darker groove
            d.line([x0, y0, x1, y1], fill=dark_crust, width=3)
            d.line([x0, y0, x1, y1], fill=(236, 206, 150), width=1)

        def boule(x, base, r):  # a round loaf: a dome, a cross or three cuts, a flour dusting
            d.chord([x - r, base - 1.1 * r, x + r, base + 1.1 * r], 180, 360, fill=rng.choice((crust, dark_crust, (176, 110, 56))))
            if rng.random() < 0.5:
                score(x - 0.5 * r, base - 0.5 * r, x + 0.5 * r, base - 0.5 * r)
                score(x, base - 0.75 * r, x, base - 0.2 * r)
            else:
                for k in (-1, 0, 1):
                    score(x + (0.4 * k - 0.2) * r, base - 0.3 * r, x + (0.4 * k + 0.15) * r, base - 0.7 * r)
            for _ in range(6):
                px, py = x + rng.uniform(-0.6, 0.6) * r, base - rng.uniform(0.4, 0.75) * r
                d.point([(px, py)], fill=(244, 236, 220))

        def baguette(x, base, L):  # lying on the shelf: a long rounded loaf with slanted cuts
            d.rounded_rectangle([x, base - 11, x + L, base], radius=5, fill=light_crust if rng.random() < 0.5 else crust,
                                outline=dark_crust, width=1)
            for k in range(1, 5):
                px = x + k * L / 5
                score(px - 4, base - 3, px + 4, base - 8)

        def croissant(x, base, s):  # a crescent of five swelling segments
            for k, f in enumerate((0.45, 0.75, 1.0, 0.75, 0.45)):
                px, py = x + (k - 2) * 0.42 * s, base - 0.35 * s - 0.18 * s * (1 - abs(k - 2) / 2)
                d.ellipse([px - 0.3 * s * f, py - 0.32 * s * f, px + 0.3 * s * f, py + 0.32 * s * f],
                          fill=crust if k % 2 else light_crust, outline=dark_crust, width=1)

        def pretzel(x, base, s):  # three loops of a thick brown rope, salt grains
            c = (132, 70, 34)
            d.arc([x - s, base - 1.6 * s, x + 0.1 * s, base - 0.2 * s], 0, 360, fill=c, width=4)
            d.arc([x - 0.1 * s, base - 1.6 * s, x + s, base - 0.2 * s], 0, 360, fill=c, width=4)
            d.line([x - 0.6 * s, base - 0.1 * s, x + 0.6 * s, base - 0.1 * s], fill=c, width=4)
            for _ in range(5):
                px, py = x + rng.uniform(-0.9, 0.9) * s, base - rng.uniform(0.3, 1.5) * s
                d.point([(px, py)], fill=(250, 250, 246))
        for k, x in enumerate(_frange(m, w - m, 12)):  # the awning: stripes with a scalloped edge
            c = colour if k % 2 else (196, 70, 62)
            d.rectangle([x, m, x + 12, m + 7], fill=c)
            d.chord([x, m + 2, x + 12, m + 12], 0, 180, fill=c)
        shelf = 0.74 * PX
        d.rectangle([m, shelf, w - m, shelf + 5], fill=(150, 100, 60))  # the shelf, its edge lit
        d.line([m, shelf, w - m, shelf], fill=(190, 140, 90), width=1)
        x = m + rng.uniform(4, 10)
        while x < w - m - 16:  # breads along the shelf above the truck
            r = rng.random()
            if r < 0.32:
                s = rng.uniform(14, 17)
                boule(x + s, shelf, s)
                x += 2 * s + rng.uniform(4, 8)
            elif r < 0.55:
                L = rng.uniform(40, 56)
                baguette(x, shelf, L)
                x += L + rng.uniform(4, 8)
            elif r < 0.8:
                s = rng.uniform(15, 18)
                croissant(x + 1.1 * s, shelf, s)
                x += 2.2 * s + rng.uniform(3, 7)
            else:
                s = rng.uniform(10, 12)
                pretzel(x + s, shelf, s)
                x += 2 * s + rng.uniform(5, 9)
        shelf2 = 1.3 * PX  # a lower shelf above the cab: a cake on a stand and a loaf
        d.rectangle([m, shelf2, 2.25 * PX, shelf2 + 5], fill=(150, 100, 60))
        cx = rng.uniform(m + 22, 1.2 * PX)
        d.line([cx, shelf2, cx, shelf2 - 8], fill=(210, 210, 214), width=3)  # the stand
        d.ellipse([cx - 24, shelf2 - 11, cx + 24, shelf2 - 5], fill=(228, 228, 232), outline=(150, 150, 156))
        d.rectangle([cx - 19, shelf2 - 30, cx + 19, shelf2 - 9], fill=(236, 196, 206), outline=(170, 110, 120), width=1)
        d.line([cx - 19, shelf2 - 20, cx + 19, shelf2 - 20], fill=(250, 244, 236), width=3)  # the cream layer
        for k in range(-3, 4):  # the icing's drips and a cherry
            d.ellipse([cx + 5.4 * k - 3, shelf2 - 30, cx + 5.4 * k + 3, shelf2 - 24], fill=(250, 240, 242))
        d.ellipse([cx - 4, shelf2 - 38, cx + 4, shelf2 - 30], fill=(200, 30, 40))
        boule(rng.uniform(cx + 40, 2.05 * PX), shelf2, rng.uniform(12, 14))
    elif kind == "fruit":  # a fruit stall: wooden crates of apples, oranges, lemons, pears and grapes, price tags, a melon slice
        def fruit(x, y, kind_):
            if kind_ == "apple":
                r = rng.uniform(6.5, 8)
                d.ellipse([x - r, y - r, x + r, y + r], fill=rng.choice(((196, 36, 40), (176, 30, 36), (214, 70, 44))))
                d.ellipse([x - 0.5 * r, y - 0.6 * r, x - 0.1 * r, y - 0.2 * r], fill=(236, 130, 120))  # a highlight
                d.line([x, y - r, x + 1, y - r - 3], fill=(90, 60, 30), width=1)
                d.ellipse([x + 1, y - r - 4, x + 6, y - r - 1], fill=(80, 150, 60))
            elif kind_ == "orange":
                r = rng.uniform(7, 8.5)
                d.ellipse([x - r, y - r, x + r, y + r], fill=colour)
                for _ in range(4):  # its pores
                    px, py = x + rng.uniform(-0.6, 0.6) * r, y + rng.uniform(-0.6, 0.6) * r
                    d.point([(px, py)], fill=(206, 100, 30))
                d.ellipse([x - 1.5, y - r - 0.5, x + 1.5, y - r + 2.5], fill=(90, 120, 50))
            elif kind_ == "lemon":
                r = rng.uniform(6.5, 8)
                d.ellipse([x - r, y - 0.72 * r, x + r, y + 0.72 * r], fill=(240, 212, 56))
                d.polygon([(x - r - 2.5, y), (x - r + 1, y - 2), (x - r + 1, y + 2)], fill=(226, 196, 44))
                d.polygon([(x + r + 2.5, y), (x + r - 1, y - 2), (x + r - 1, y + 2)], fill=(226, 196, 44))
            elif kind_ == "pear":
                r = rng.uniform(5, 6)
                c = (174, 190, 72)
                d.ellipse([x - r, y - 0.6 * r, x + r, y + 1.2 * r], fill=c)
                d.ellipse([x - 0.6 * r, y - 1.5 * r, x + 0.6 * r, y - 0.1 * r], fill=c)
                d.line([x, y - 1.5 * r, x + 1, y - 1.5 * r - 4], fill=(90, 60, 30), width=1)
            else:  # a bunch of grapes
                c = rng.choice(((104, 44, 112), (120, 58, 126), (150, 178, 80)))
                for row, n in enumerate((4, 3, 3, 2, 1)):
                    for k in range(n):
                        px, py = x + (k - (n - 1) / 2) * 4.6, y - 6 + row * 3.8
                        d.ellipse([px - 2.6, py - 2.6, px + 2.6, py + 2.6], fill=c, outline=tuple(int(0.7 * v) for v in c))
                d.line([x, y - 9, x + 2, y - 12], fill=(90, 70, 40), width=1)

        def crate(x, y, cw, kind_):  # a slatted crate heaped with one fruit, a chalk price tag
            n = int((cw - 4) // 13)
            for k in range(n - 1):  # the heap's upper row, behind
                fruit(x + 14.5 + 13 * k, y - 13, kind_)
            for k in range(n):
                fruit(x + 8 + 13 * k, y - 4, kind_)
            d.rectangle([x, y, x + cw, y + 16], fill=(200, 156, 100), outline=(120, 84, 50), width=1)
            d.line([x + 1, y + 8, x + cw - 1, y + 8], fill=(120, 84, 50), width=2)  # the gap between the slats
            tx = x + rng.uniform(0.2, 0.6) * cw
            d.rectangle([tx, y + 3, tx + 16, y + 13], fill=(46, 50, 48), outline=(150, 120, 80))
            d.line([tx + 3, y + 8, tx + 12, y + 8], fill=(236, 236, 230), width=1)
        x = m + rng.uniform(3, 8)
        while x < w - m - 40:  # crates along the band above the truck
            cw = min(rng.uniform(50, 72), w - m - x - 2)
            crate(x, 0.58 * PX, cw, rng.choice(("apple", "orange", "lemon", "pear", "grapes")))
            x += cw + rng.uniform(3, 7)
        mx, my, mr = rng.uniform(m + 26, 1.15 * PX), 1.3 * PX, rng.uniform(22, 26)  # a watermelon slice above the cab
        d.pieslice([mx - mr, my - mr, mx + mr, my + mr], 180, 360, fill=(60, 130, 60))
        d.pieslice([mx - 0.9 * mr, my - 0.9 * mr, mx + 0.9 * mr, my + 0.9 * mr], 180, 360, fill=(236, 240, 210))
        d.pieslice([mx - 0.82 * mr, my - 0.82 * mr, mx + 0.82 * mr, my + 0.82 * mr], 180, 360, fill=(228, 64, 76))
        for _ in range(7):  # its seeds
            a, q = rng.uniform(math.pi + 0.3, 2 * math.pi - 0.3), rng.uniform(0.3, 0.65) * mr
            d.ellipse([mx + q * math.cos(a) - 1.5, my + q * math.sin(a) - 2, mx + q * math.cos(a) + 1.5, my + q * math.sin(a) + 2],
                      fill=(30, 26, 26))
        bx = rng.uniform(mx + mr + 8, 2.0 * PX)  # a hand of bananas
        for k in range(4):
            d.arc([bx - 14, 1.0 * PX + 2 * k, bx + 14, 1.28 * PX + 2 * k], 20, 160, fill=(236, 200, 60), width=4)
        d.line([bx - 12, 1.14 * PX, bx - 15, 1.1 * PX], fill=(90, 70, 30), width=3)
    elif kind == "tools":  # a workshop pegboard: hammers, wrenches, screwdrivers, saws and pliers on hooks, a tape measure
        steel, steel_dark, wood_h = (176, 180, 186), (110, 114, 120), (168, 116, 66)
        for y in _frange(m + 6, 1.4 * PX, 14):  # the board's holes, a grid of faint dark dots
            for x in _frange(m + 6, w - m, 14):
                d.ellipse([x - 1.6, y - 1.6, x + 1.6, y + 1.6], fill=(14, 14, 16))

        def hook(x, y):
            d.line([x, y, x, y + 5], fill=(150, 152, 156), width=2)

        def hammer(x, top, L):
            hook(x, top)
            d.rectangle([x - 2.5, top + 10, x + 2.5, top + L], fill=colour if rng.random() < 0.5 else wood_h, outline=(40, 30, 20))
            d.rectangle([x - 11, top + 4, x + 9, top + 12], fill=steel, outline=steel_dark)  # the head
            d.polygon([(x + 9, top + 4), (x + 15, top + 1), (x + 13, top + 8), (x + 9, top + 12)], fill=steel_dark)  # the claw

        def wrench(x, top, L):
            hook(x, top)
            d.rectangle([x - 2.5, top + 8, x + 2.5, top + L - 8], fill=steel, outline=steel_dark)
            for yy in (top + 6, top + L - 6):  # open jaws at both ends
                d.ellipse([x - 7, yy - 6, x + 7, yy + 6], fill=steel, outline=steel_dark)
                d.rectangle([x - 2.5, yy - 7, x + 2.5, yy + 1 if yy == top + 6 else yy + 7], fill=(30, 30, 34))

        def screwdriver(x, top, L):
            hook(x, top)
            c = rng.choice((colour, (200, 50, 44), (60, 120, 200), (230, 200, 60)))
            d.rounded_rectangle([x - 4, top + 5, x + 4, top + 5 + 0.42 * L], radius=3, fill=c, outline=(30, 26, 24))
            for k in range(3):  # the grip's flutes
                d.line([x - 2 + 2 * k, top + 8, x - 2 + 2 * k, top + 2 + 0.42 * L], fill=tuple(int(0.7 * v) for v in c), width=1)
            d.rectangle([x - 1, top + 5 + 0.42 * L, x + 1, top + L - 3], fill=steel)
            d.polygon([(x - 2, top + L - 3), (x + 2, top + L - 3), (x, top + L)], fill=steel)

        def saw(x, top, L):
            hook(x + 6, top)
            d.polygon([(x - 4, top + 22), (x + 16, top + 22), (x + 10, top + L), (x - 4, top + L)], fill=steel, outline=steel_dark)
            for yy in _frange(top + 24, top + L - 2, 4):  # the teeth along one edge
                d.polygon([(x - 4, yy), (x - 7, yy + 2), (x - 4, yy + 4)], fill=steel_dark)
            d.rounded_rectangle([x - 6, top + 2, x + 18, top + 24], radius=6, fill=wood_h, outline=(60, 40, 24))
            d.ellipse([x + 1, top + 8, x + 11, top + 18], fill=(30, 30, 34))  # the grip's hole

        def pliers(x, top, L):
            hook(x, top)
            c = rng.choice((colour, (200, 50, 44)))
            d.polygon([(x - 1, top + 16), (x - 8, top + L), (x - 3, top + L), (x + 2, top + 18)], fill=c, outline=(30, 26, 24))
            d.polygon([(x + 1, top + 16), (x + 8, top + L), (x + 3, top + L), (x - 2, top + 18)], fill=c, outline=(30, 26, 24))
            d.polygon([(x - 4, top + 5), (x + 4, top + 5), (x + 2, top + 18), (x - 2, top + 18)], fill=steel_dark)
            d.ellipse([x - 3, top + 14, x + 3, top + 20], fill=steel)
        x = m + rng.uniform(8, 14)
        while x < w - m - 22:  # tools hanging across the band above the truck
            kind_ = rng.choice(("hammer", "wrench", "wrench", "screwdriver", "screwdriver", "saw", "pliers"))
            L = rng.uniform(0.5, 0.62) * PX
            {"hammer": hammer, "wrench": wrench, "screwdriver": screwdriver, "saw": saw, "pliers": pliers}[kind_](x, m + 2, L)
            x += {"hammer": 30, "saw": 30}.get(kind_, 20) + rng.uniform(4, 12)
        tx, ty = rng.uniform(m + 20, 1.1 * PX), 1.05 * PX  # a tape measure above the cab: a yellow case, its tape out
        d.rectangle([tx + 14, ty + 6, rng.uniform(1.6, 2.1) * PX, ty + 12], fill=(240, 220, 90), outline=(60, 50, 20))
        for k in range(12):
            d.line([tx + 18 + 5 * k, ty + 6, tx + 18 + 5 * k, ty + (10 if k % 2 else 8)], fill=(30, 26, 20), width=1)
        d.rounded_rectangle([tx - 14, ty - 14, tx + 16, ty + 14], radius=8, fill=(236, 190, 30), outline=(40, 32, 16), width=2)
        d.ellipse([tx - 6, ty - 6, tx + 6, ty + 6], fill=(90, 90, 94))
    elif kind == "cacti":  # a cactus nursery: saguaros, barrel cacti and prickly pears in terracotta pots, a chilli string
        greens = (colour, (96, 150, 92), (62, 110, 84))

        def pot(x, base, pw, ph):  # a terracotta pot, its rim a band
            d.polygon([(x - pw / 2, base - ph), (x + pw / 2, base - ph), (x + 0.38 * pw, base), (x - 0.38 * pw, base)],
                      fill=(196, 106, 64), outline=(110, 54, 30))
            d.rectangle([x - pw / 2 - 2, base - ph - 5, x + pw / 2 + 2, base - ph + 1], fill=(210, 124, 78), outline=(110, 54, 30))

        def spines(x0, y0, x1, y1, n):
            for _ in range(n):
                px, py = rng.uniform(x0, x1), rng.uniform(y0, y1)
                d.line([px, py, px + rng.choice((-2, 2)), py - 2], fill=(246, 240, 214), width=1)

        def saguaro(x, base, H):  # a ribbed column with one or two arms
            g = rng.choice(greens)
            d.rounded_rectangle([x - 6, base - H, x + 6, base], radius=6, fill=g, outline=(30, 60, 40))
            for side in rng.sample((-1, 1), rng.randint(1, 2)):
                ay = base - rng.uniform(0.35, 0.55) * H
                d.rounded_rectangle([min(x, x + side * 16), ay - 4, max(x, x + side * 16), ay + 4], radius=4, fill=g)
                d.rounded_rectangle([x + side * 16 - 4, ay - rng.uniform(14, 22), x + side * 16 + 4, ay + 4], radius=4, fill=g,
                                    outline=(30, 60, 40))
            d.line([x, base - H + 4, x, base - 2], fill=tuple(int(0.75 * v) for v in g), width=1)  # a rib
            spines(x - 6, base - H, x + 6, base, 8)

        def barrel(x, base, r):  # a round ribbed cactus, a flower on top
            g = rng.choice(greens)
            d.ellipse([x - r, base - 2 * r, x + r, base], fill=g, outline=(30, 60, 40))
            for k in (-0.5, 0, 0.5):
                d.arc([x - abs(k) * r - 2, base - 2 * r, x + abs(k) * r + 2, base], 250 if k < 0 else 270, 290 if k < 0 else 110,
                      fill=tuple(int(0.75 * v) for v in g), width=1)
            spines(x - r, base - 2 * r, x + r, base, 10)
            if rng.random() < 0.6:
                fc = rng.choice(((236, 90, 140), (246, 210, 60), (240, 120, 60)))
                for a in range(0, 360, 72):
                    fx, fy = x + 4 * math.cos(math.radians(a)), base - 2 * r - 1 + 3 * math.sin(math.radians(a))
                    d.ellipse([fx - 3, fy - 3, fx + 3, fy + 3], fill=fc)

        def prickly_pear(x, base, s):  # flat oval pads growing from each other
            g = rng.choice(greens)
            pads = [(x, base - s, s)]
            for _ in range(rng.randint(2, 3)):
                px, py, ps = pads[-1]
                pads.append((px + rng.uniform(-0.6, 0.6) * ps, py - 1.3 * ps, 0.85 * ps))
            for px, py, ps in pads:
                d.ellipse([px - 0.7 * ps, py - ps, px + 0.7 * ps, py + ps], fill=g, outline=(30, 60, 40))
                for _ in range(5):  # areoles
                    ax, ay = px + rng.uniform(-0.45, 0.45) * ps, py + rng.uniform(-0.7, 0.7) * ps
                    d.point([(ax, ay)], fill=(246, 240, 214))
        ledge = 0.74 * PX
        d.rectangle([m, ledge, w - m, ledge + 6], fill=(150, 96, 78))  # the adobe ledge the pots stand on
        x = m + rng.uniform(10, 16)
        while x < w - m - 22:  # potted cacti along the ledge above the truck
            pw = rng.uniform(18, 26)
            ph = 0.7 * pw
            r = rng.random()
            if r < 0.35:
                saguaro(x, ledge - ph - 4, rng.uniform(22, 0.8 * PX - ph - 6))
            elif r < 0.7:
                barrel(x, ledge - ph - 4, rng.uniform(8, 11))
            else:
                prickly_pear(x, ledge - ph - 4, rng.uniform(6, 7.5))
            pot(x, ledge, pw, ph)
            x += pw + rng.uniform(10, 20)
        cx = rng.uniform(m + 14, 1.0 * PX)  # a string of red chillies hanging above the cab, an agave in a pot beside it
        d.line([cx, m, cx, 1.25 * PX], fill=(120, 90, 50), width=2)
        for k, yy in enumerate(_frange(m + 14, 1.25 * PX, 7)):
            side = 1 if k % 2 else -1
            d.polygon([(cx, yy), (cx + side * 12, yy + 2), (cx + side * 15, yy + 7), (cx + side * 3, yy + 5)],
                      fill=rng.choice(((200, 30, 30), (176, 24, 28), (220, 60, 40))), outline=(110, 20, 20))
        ax = rng.uniform(cx + 30, 2.0 * PX)
        for a in (-60, -35, -12, 12, 35, 60):  # the agave's pointed leaves
            t = math.radians(a - 90)
            d.polygon([(ax - 3, 1.3 * PX - 16), (ax + 3, 1.3 * PX - 16), (ax + 30 * math.cos(t), 1.3 * PX - 16 + 30 * math.sin(t))],
                      fill=(110, 150, 130), outline=(60, 90, 80))
        pot(ax, 1.3 * PX, 22, 15)
    elif kind == "notions":  # haberdashery: a tape measure, buttons, thread spools, safety pins, a pincushion and scissors
        d.rectangle([m, m + 4, w - m, m + 16], fill=(240, 214, 90), outline=(150, 120, 40))  # a tape measure along the top
        for k, x in enumerate(_frange(m + 4, w - m - 2, 6.4)):
            d.line([x, m + 4, x, m + (13 if k % 5 == 0 else 9)], fill=(40, 36, 30), width=1)
            if k % 10 == 0 and k:
                d.text((x + 1, m + 8), str(k // 10), fill=(190, 40, 40), font=_font(8))

        def button(x, y, r):
            c = rng.choice((colour, (60, 100, 170), (230, 170, 40), (60, 140, 90), (240, 240, 236), (120, 70, 40)))
            d.ellipse([x - r, y - r, x + r, y + r], fill=c, outline=tuple(int(0.6 * v) for v in c), width=1)
            d.ellipse([x - 0.7 * r, y - 0.7 * r, x + 0.7 * r, y + 0.7 * r], outline=tuple(int(0.75 * v) for v in c), width=1)
            holes = ((-1, -1), (1, -1), (1, 1), (-1, 1)) if rng.random() < 0.5 else ((-1, 0), (1, 0))
            for hx, hy in holes:
                px, py = x + 0.28 * r * hx, y + 0.28 * r * hy
                d.ellipse([px - 1.3, py - 1.3, px + 1.3, py + 1.3], fill=tuple(int(0.45 * v) for v in c))

        def spool(x, base, s):  # a wooden spool wound with thread: flanges and a hatched winding
            c = rng.choice((colour, (60, 100, 170), (70, 150, 100), (236, 160, 40), (120, 60, 140)))
            d.rectangle([x - 0.45 * s, base - 1.3 * s, x + 0.45 * s, base - 0.15 * s], fill=c)
            for yy in _frange(base - 1.28 * s, base - 0.2 * s, 2.5):
                d.line([x - 0.45 * s, yy, x + 0.45 * s, yy + 1], fill=tuple(int(0.75 * v) for v in c), width=1)
            for yy in (base - 1.45 * s, base - 0.15 * s):
                d.rectangle([x - 0.6 * s, yy, x + 0.6 * s, yy + 0.15 * s], fill=(214, 176, 120), outline=(130, 96, 60))

        def safety_pin(x, y, L):
            d.line([x, y, x + L, y - 3], fill=(150, 154, 160), width=1)
            d.line([x, y + 3, x + L, y - 1], fill=(150, 154, 160), width=1)
            d.ellipse([x - 3, y - 1, x + 2, y + 4], outline=(150, 154, 160))  # the coil
            d.rectangle([x + L - 2, y - 5, x + L + 3, y + 1], fill=(170, 174, 180))  # the clasp
        x = m + rng.uniform(6, 12)
        while x < w - m - 16:  # spools standing on the band above the truck, buttons and pins between them
            r = rng.random()
            if r < 0.4:
                s = rng.uniform(14, 17)
                spool(x + 0.6 * s, 0.78 * PX, s)
                x += 1.2 * s + rng.uniform(5, 10)
            elif r < 0.85:
                for _ in range(rng.randint(1, 3)):
                    button(x + rng.uniform(6, 12), rng.uniform(0.4, 0.68) * PX, rng.uniform(5, 8))
                x += rng.uniform(16, 24)
            else:
                safety_pin(x, rng.uniform(0.45, 0.65) * PX, rng.uniform(18, 24))
                x += rng.uniform(26, 32)
        px, py, pr = rng.uniform(m + 22, 1.0 * PX), 1.08 * PX, rng.uniform(15, 18)  # a tomato pincushion above the cab
        d.ellipse([px - pr, py - 0.8 * pr, px + pr, py + 0.8 * pr], fill=(210, 50, 50), outline=(120, 24, 24))
        for a in (-0.6, 0, 0.6):
            d.line([px + a * pr, py - 0.8 * pr, px + 0.8 * a * pr, py + 0.8 * pr], fill=(150, 30, 30), width=1)
        d.polygon([(px - 5, py - 0.8 * pr), (px + 5, py - 0.8 * pr), (px, py - 0.8 * pr - 6)], fill=(60, 130, 60))
        for _ in range(4):  # its pins, round coloured heads
            a = rng.uniform(-2.6, -0.5)
            hx, hy = px + 1.3 * pr * math.cos(a), py + 1.1 * pr * math.sin(a)
            d.line([px + 0.5 * pr * math.cos(a), py + 0.5 * pr * math.sin(a), hx, hy], fill=(170, 170, 176), width=1)
            d.ellipse([hx - 2.5, hy - 2.5, hx + 2.5, hy + 2.5], fill=rng.choice(((240, 200, 40), (60, 100, 200), (240, 240, 240))))
        sx, sy = rng.uniform(px + pr + 14, 1.95 * PX), 1.1 * PX  # scissors: two blades crossed, two handle rings
        d.polygon([(sx - 20, sy - 8), (sx + 22, sy + 3), (sx + 22, sy + 5)], fill=(180, 184, 190), outline=(90, 94, 100))
        d.polygon([(sx - 20, sy + 8), (sx + 22, sy - 3), (sx + 22, sy - 5)], fill=(170, 174, 180), outline=(90, 94, 100))
        d.ellipse([sx - 34, sy - 16, sx - 18, sy - 2], outline=colour, width=3)
        d.ellipse([sx - 34, sy + 2, sx - 18, sy + 16], outline=colour, width=3)
        d.ellipse([sx - 1.5, sy - 1.5, sx + 1.5, sy + 1.5], fill=(60, 60, 64))
    elif kind == "stage":  # a theatre stage: curtains, a scalloped valance, spotlight beams, footlights, masks
        deep = tuple(int(0.55 * v) for v in colour)
        lit = tuple(min(255, int(1.3 * v)) for v in colour)
        gold = (214, 170, 70)
        pools = []
        for _ in range(rng.randint(2, 3)):  # spotlight beams from the flies, paler cones on the dark stage
            bx = rng.uniform(1.5 * PX, w - m - 1.5 * PX)
            spread, lean = rng.uniform(0.5, 0.8) * PX, rng.uniform(-0.6, 0.6) * PX
            d.polygon([(bx - 5, m), (bx + 5, m), (bx + lean + spread, 1.4 * PX), (bx + lean - spread, 1.4 * PX)], fill=(58, 52, 46))
            pools.append((bx + lean, spread))
        d.rectangle([m, 0.66 * PX, w - m, 0.86 * PX], fill=(92, 62, 40))  # the boards' front edge
        for px_, spread in pools:  # the beams' pools of light on the boards
            d.ellipse([px_ - spread, 0.67 * PX, px_ + spread, 0.85 * PX], fill=(150, 116, 74))
        for x in _frange(m + 8, w - m - 4, rng.uniform(26, 34)):  # footlights in their hoods
            d.pieslice([x - 6, 0.6 * PX, x + 6, 0.72 * PX], 180, 360, fill=(250, 226, 140), outline=(60, 50, 30))
            d.line([x - 7, 0.66 * PX, x + 7, 0.66 * PX], fill=(30, 26, 24), width=2)

        def curtain(x0, x1, gather):  # a curtain of vertical folds, gathered at a tieback
            folds = max(3, int((x1 - x0) / 7))
            for k in range(folds):
                fx0, fx1 = x0 + (x1 - x0) * k / folds, x0 + (x1 - x0) * (k + 1) / folds
                tie = gather + (fx0 - gather) * 0.25  # the folds pinch towards the tieback
                tie1 = gather + (fx1 - gather) * 0.25
                c = (colour, lit, deep)[k % 3]
                d.polygon([(fx0, m), (fx1, m), (tie1, 1.05 * PX), (fx1, h), (fx0, h), (tie, 1.05 * PX)], fill=c)
            d.rounded_rectangle([gather - 9, 1.0 * PX, gather + 9, 1.1 * PX], radius=3, fill=gold, outline=(110, 80, 30))
            d.line([gather, 1.1 * PX, gather, 1.1 * PX + 12], fill=gold, width=3)  # the tassel
            d.ellipse([gather - 4, 1.1 * PX + 10, gather + 4, 1.1 * PX + 20], fill=gold)
        lw_ = rng.uniform(0.45, 0.6) * PX
        curtain(m, m + lw_, m + 0.35 * lw_)
        curtain(w - m - lw_, w - m, w - m - 0.35 * lw_)
        d.rectangle([m, m, w - m, m + 9], fill=colour)  # the valance: a band and scallops with a gold fringe
        for x in _frange(m, w - m, 22):
            d.chord([x, m + 1, x + 22, m + 19], 0, 180, fill=colour)
            d.arc([x, m + 1, x + 22, m + 19], 0, 180, fill=gold, width=2)
        mx, my = rng.uniform(m + lw_ + 24, 1.75 * PX), 1.08 * PX  # two masks above the cab, comedy and tragedy

        def mask(x, y, smile, c):
            d.ellipse([x - 14, y - 17, x + 14, y + 17], fill=c, outline=(60, 44, 20), width=2)
            for ex in (-6, 6):
                d.chord([ex + x - 5, y - 9, ex + x + 5, y - 1], 180 if smile else 0, 360 if smile else 180, fill=(20, 16, 18))
            if smile:
                d.chord([x - 8, y + 1, x + 8, y + 13], 0, 180, fill=(20, 16, 18))
            else:
                d.chord([x - 8, y + 5, x + 8, y + 17], 180, 360, fill=(20, 16, 18))
        mask(mx - 12, my, True, gold)
        mask(mx + 14, my + 4, False, (232, 226, 210))
        for x, y in ((mx - 30, my + 14), (mx + 32, my + 20)):  # the masks' ribbons
            d.line([x + 4, y - 14, x, y, x + 6, y + 8], fill=colour, width=3)
    elif kind == "sails":  # a regatta: sailboats with numbered sails, wave crests, buoys, gulls, a lighthouse
        sea = colour
        horizon = rng.uniform(0.44, 0.52) * PX
        d.rectangle([m, horizon, w - m, h - m], fill=sea)
        for _ in range(55):  # wave crests, small pale arcs
            x, y = rng.uniform(m, w - m), rng.uniform(horizon + 4, 1.5 * PX)
            s = rng.uniform(4, 8) * (0.6 + (y - horizon) / PX)
            d.arc([x - s, y - s / 2, x + s, y + s / 2], 200, 340, fill=(214, 230, 236), width=1)
        for _ in range(rng.randint(3, 5)):  # gulls
            x, y, s = rng.uniform(m + 10, w - m - 10), rng.uniform(m + 4, horizon - 14), rng.uniform(4, 7)
            d.arc([x - 2 * s, y, x, y + 2 * s], 200, 330, fill=(240, 240, 236), width=2)
            d.arc([x, y, x + 2 * s, y + 2 * s], 210, 340, fill=(240, 240, 236), width=2)

        def boat(x, water, H):  # a hull, a mast, a mainsail with a number and a jib
            hull = rng.choice(((230, 230, 224), (40, 52, 80), (176, 40, 40), (230, 190, 60)))
            sail = rng.choice(((246, 244, 236), (246, 244, 236), (236, 120, 60), (240, 210, 70), (200, 60, 80)))
            d.line([x, water - H, x, water - 2], fill=(60, 50, 40), width=2)
            d.polygon([(x + 2, water - H + 2), (x + 2, water - 5), (x + 0.55 * H, water - 5)], fill=sail, outline=(90, 90, 96))
            if rng.random() < 0.4:  # a striped mainsail
                for k in (0.35, 0.6):
                    yy = water - H + k * (H - 7)
                    d.line([x + 2, yy, x + 2 + 0.55 * H * k, yy], fill=rng.choice(((40, 80, 160), (200, 40, 40))), width=2)
            d.text((x + 0.12 * H, water - 0.5 * H), str(rng.randint(1, 99)), fill=(30, 40, 70), font=_font(8))
            d.polygon([(x - 2, water - 0.85 * H), (x - 2, water - 5), (x - 0.35 * H, water - 5)], fill=(246, 244, 236),
                      outline=(90, 90, 96))
            d.polygon([(x - 0.4 * H, water - 5), (x + 0.62 * H, water - 5), (x + 0.5 * H, water + 2), (x - 0.3 * H, water + 2)],
                      fill=hull, outline=(30, 30, 36))
        x = m + rng.uniform(14, 26)
        while x < w - m - 26:  # boats along the band above the truck, on the water
            H = rng.uniform(22, 30)
            boat(x, rng.uniform(0.7, 0.77) * PX, H)
            if rng.random() < 0.35:  # a buoy between boats
                bx, by = x + 0.62 * H + 8, rng.uniform(0.62, 0.74) * PX
                d.polygon([(bx - 4, by), (bx + 4, by), (bx, by - 9)], fill=rng.choice(((220, 50, 40), (240, 200, 40))),
                          outline=(40, 30, 30))
            x += 0.62 * H + rng.uniform(20, 34)
        lx, base = rng.uniform(m + 26, 1.8 * PX), 1.32 * PX  # a lighthouse on a rock above the cab
        d.polygon([(lx - 22, base), (lx - 12, base - 10), (lx + 10, base - 12), (lx + 24, base)], fill=(100, 96, 90),
                  outline=(50, 48, 44))
        top = base - 0.82 * PX
        for k in range(5):  # a tapered tower in red and white bands
            y0, y1 = top + (base - 10 - top) * k / 5, top + (base - 10 - top) * (k + 1) / 5
            t0, t1 = 5 + 4 * k / 5, 5 + 4 * (k + 1) / 5
            d.polygon([(lx - t0, y0), (lx + t0, y0), (lx + t1, y1), (lx - t1, y1)],
                      fill=(200, 40, 40) if k % 2 == 0 else (240, 238, 230))
        d.rectangle([lx - 6, top - 9, lx + 6, top], fill=(250, 230, 120), outline=(40, 40, 40))  # the lantern
        d.polygon([(lx - 7, top - 9), (lx + 7, top - 9), (lx, top - 15)], fill=(40, 40, 44))
        for side in (-1, 1):  # its beams
            d.polygon([(lx, top - 5), (lx + side * 40, top - 14), (lx + side * 40, top + 2)], fill=(226, 222, 170))
    elif kind == "teaset":  # a tea party: teapots, cups and saucers, sugar bowls and jugs on a shelf, a big teapot
        shelf = 0.74 * PX
        d.rectangle([m, shelf, w - m, shelf + 5], fill=(196, 170, 140), outline=(140, 112, 84))  # the shelf
        for _ in range(60):  # the wallpaper's faint sprigs
            x, y = rng.uniform(m, w - m), rng.uniform(m, 1.4 * PX)
            d.ellipse([x - 1.5, y - 1.5, x + 1.5, y + 1.5], fill=tuple(min(255, int(0.25 * c + 0.75 * s)) for c, s in
                                                                  zip(colour, (238, 232, 236))))
        china = (colour, (60, 100, 170), (90, 160, 140), (246, 244, 238), (236, 190, 80))

        def rim(box, c):
            d.arc(box, 0, 180, fill=c, width=1)

        def teapot(x, base, s, c):
            d.ellipse([x - s, base - 1.5 * s, x + s, base], fill=c, outline=(70, 50, 60))
            d.polygon([(x + 0.8 * s, base - 0.5 * s), (x + 1.7 * s, base - 1.3 * s), (x + 1.8 * s, base - 1.2 * s),
                       (x + 0.95 * s, base - 0.2 * s)], fill=c, outline=(70, 50, 60))  # the spout
            d.arc([x - 1.6 * s, base - 1.25 * s, x - 0.6 * s, base - 0.25 * s], 90, 270, fill=c, width=max(2, int(s / 5)))
            d.chord([x - 0.55 * s, base - 1.75 * s, x + 0.55 * s, base - 1.25 * s], 180, 360, fill=c, outline=(70, 50, 60))
            d.ellipse([x - 0.15 * s, base - 1.95 * s, x + 0.15 * s, base - 1.7 * s], fill=(214, 176, 80))  # the knob
            for k in range(5):  # a band of dots round its belly
                px_ = x - 0.6 * s + 0.3 * s * k
                d.ellipse([px_ - 1.5, base - 0.8 * s - 1.5, px_ + 1.5, base - 0.8 * s + 1.5], fill=(250, 250, 246) if c != china[3] else colour)

        def cup(x, base, s, c):
            d.ellipse([x - 1.3 * s, base - 0.3 * s, x + 1.3 * s, base + 0.15 * s], fill=c, outline=(70, 50, 60))  # the saucer
            d.polygon([(x - s, base - 1.1 * s), (x + s, base - 1.1 * s), (x + 0.6 * s, base - 0.15 * s), (x - 0.6 * s, base - 0.15 * s)],
                      fill=c, outline=(70, 50, 60))
            d.ellipse([x + 0.7 * s, base - 0.95 * s, x + 1.35 * s, base - 0.4 * s], outline=c, width=2)  # the handle
            d.line([x - s, base - 1.1 * s, x + s, base - 1.1 * s], fill=(214, 176, 80), width=2)  # a gold rim

        def sugar(x, base, s, c):
            d.chord([x - s, base - 1.4 * s, x + s, base], 0, 180, fill=c, outline=(70, 50, 60))
            d.rectangle([x - s, base - 0.7 * s, x + s, base - 0.69 * s], fill=c)
            for k in range(3):  # sugar cubes heaped above it
                cx_ = x - 0.6 * s + 0.6 * s * k
                d.rectangle([cx_ - 3, base - 0.7 * s - 6 - 2 * (k == 1), cx_ + 3, base - 0.7 * s - 2 * (k == 1)], fill=(250, 250, 248),
                            outline=(170, 170, 170))

        def jug(x, base, s, c):
            d.polygon([(x - 0.6 * s, base - 1.4 * s), (x + 0.7 * s, base - 1.4 * s), (x + 0.8 * s, base), (x - 0.8 * s, base)],
                      fill=c, outline=(70, 50, 60))
            d.polygon([(x + 0.7 * s, base - 1.4 * s), (x + 1.1 * s, base - 1.6 * s), (x + 0.72 * s, base - 1.15 * s)], fill=c)
            d.arc([x - 1.3 * s, base - 1.2 * s, x - 0.4 * s, base - 0.3 * s], 90, 270, fill=c, width=2)
        x = m + rng.uniform(12, 20)
        while x < w - m - 24:  # china standing on the shelf across the band above the truck
            r = rng.random()
            c = rng.choice(china)
            if r < 0.3:
                s = rng.uniform(11, 13)
                teapot(x + 1.6 * s, shelf, s, c)
                x += 3.6 * s + rng.uniform(4, 10)
            elif r < 0.7:
                s = rng.uniform(8, 10)
                cup(x + 1.3 * s, shelf - 1, s, c)
                x += 2.8 * s + rng.uniform(4, 10)
            elif r < 0.85:
                s = rng.uniform(9, 11)
                sugar(x + s, shelf, s, c)
                x += 2.2 * s + rng.uniform(4, 10)
            else:
                s = rng.uniform(10, 12)
                jug(x + 1.3 * s, shelf, s, c)
                x += 2.4 * s + rng.uniform(4, 10)
        tx, s = rng.uniform(m + 40, 1.6 * PX), rng.uniform(17, 20)  # a big teapot above the cab, steam curling from its spout
        d.ellipse([tx - 2.2 * s, 1.3 * PX - 0.35 * s, tx + 2.4 * s, 1.3 * PX + 0.2 * s], fill=(246, 244, 238), outline=(150, 140, 140))
        teapot(tx, 1.3 * PX, s, rng.choice(china[:3]))
        for k in range(3):
            sx_ = tx + 1.75 * s + 4 * k
            d.line([(sx_ + 3 * math.sin(t / 3.0), 1.3 * PX - 1.4 * s - 4 - t) for t in range(0, 26, 2)], fill=(200, 200, 206), width=1)
    elif kind == "cinema":  # a cinema: a film reel unspooling a strip of frames, a clapperboard, popcorn, tickets
        silver, silver_dark, film = (176, 176, 184), (96, 96, 104), (22, 20, 24)
        rx, ry, rr = rng.uniform(0.85, 1.0) * PX, 0.6 * PX, 0.38 * PX  # a film reel above the cab
        x0, x1 = rx + 0.5 * rr, w - m - 0.7 * PX  # the strip runs from the reel to a popcorn bucket
        base, amp, period, phase = 0.46 * PX, rng.uniform(2, 4.5), rng.uniform(40, 70), rng.uniform(0, 6.3)

        def at(x):
            return base + amp * math.sin(x / period + phase)
        tints = ((196, 150, 92), (120, 150, 170), (186, 120, 96), (150, 160, 110))
        fw, half = rng.uniform(19, 22), 11
        for fx in _frange(x0, x1, fw):  # the strip, frame by frame, between rows of sprocket holes
            fx1 = min(fx + fw, x1)
            ya, yb = at(fx), at(fx1)
            d.polygon([(fx, ya - half), (fx1, yb - half), (fx1, yb + half), (fx, ya + half)], fill=film)
            tint = rng.choice(tints)
            d.polygon([(fx + 2, ya - half + 5), (fx1 - 2, yb - half + 5), (fx1 - 2, yb + half - 5), (fx + 2, ya + half - 5)], fill=tint)
            ym, xm = at((fx + fx1) / 2), (fx + fx1) / 2
            pic = rng.randrange(3)
            dark = tuple(int(0.45 * v) for v in tint)
            if pic == 0:  # a sun over a horizon
                d.ellipse([xm - 3, ym - 5, xm + 3, ym + 1], fill=(250, 236, 200))
                d.line([fx + 2, ym + 2, fx1 - 2, ym + 2], fill=dark, width=2)
            elif pic == 1:  # a figure
                d.ellipse([xm - 2, ym - 5, xm + 2, ym - 1], fill=dark)
                d.polygon([(xm - 3, ym + 6), (xm + 3, ym + 6), (xm + 1.5, ym - 1), (xm - 1.5, ym - 1)], fill=dark)
            else:  # hills
                d.polygon([(fx + 2, ym + 6), (xm - 2, ym - 3), (xm + 3, ym + 2), (xm + 6, ym - 1), (fx1 - 2, ym + 6)], fill=dark)
            for k in (0.25, 0.75):  # two sprocket holes a frame on each edge
                hx = fx + k * (fx1 - fx)
                hy = at(hx)
                for sy in (hy - half + 2.5, hy + half - 2.5):
                    d.rectangle([hx - 1.5, sy - 1, hx + 1.5, sy + 1], fill=(206, 200, 188))
        d.ellipse([rx - rr, ry - rr, rx + rr, ry + rr], fill=silver, outline=silver_dark, width=2)  # the reel
        d.ellipse([rx - 0.86 * rr, ry - 0.86 * rr, rx + 0.86 * rr, ry + 0.86 * rr], outline=silver_dark, width=1)
        for k in range(6):  # its holes, film wound behind them
            a = k * math.pi / 3 + 0.3
            hx, hy = rx + 0.55 * rr * math.cos(a), ry + 0.55 * rr * math.sin(a)
            d.ellipse([hx - 0.2 * rr, hy - 0.2 * rr, hx + 0.2 * rr, hy + 0.2 * rr], fill=(54, 40, 34), outline=silver_dark)
        d.ellipse([rx - 0.18 * rr, ry - 0.18 * rr, rx + 0.18 * rr, ry + 0.18 * rr], fill=silver_dark)
        d.ellipse([rx - 0.07 * rr, ry - 0.07 * rr, rx + 0.07 * rr, ry + 0.07 * rr], fill=(20, 18, 22))
        cx0, cx1, cy0, cy1 = rng.uniform(1.4, 1.5) * PX, 2.18 * PX, 0.96 * PX, 1.32 * PX  # a clapperboard above the cab
        d.rectangle([cx0, cy0, cx1, cy1], fill=(36, 36, 40), outline=(214, 210, 200), width=1)  # the slate, chalk lines
        d.line([cx0 + 3, cy0 + 11, cx1 - 3, cy0 + 11], fill=(190, 186, 176), width=1)
        d.text((cx0 + 4, cy0 + 2), "SC %d" % rng.randint(1, 99), fill=(226, 222, 212), font=_font(7))
        d.text((cx0 + 4, cy0 + 13), "TAKE %d" % rng.randint(1, 9), fill=(226, 222, 212), font=_font(7))
        d.rectangle([cx0, cy0 - 6, cx1, cy0 - 1], fill=(236, 234, 228), outline=(20, 20, 22))  # its lower stick, striped
        tilt = math.radians(rng.uniform(14, 24))  # the clapstick, open, hinged at the left

        def clap(u, v):
            return (cx0 + u * math.cos(tilt) + v * math.sin(tilt), cy0 - 7 - u * math.sin(tilt) + v * math.cos(tilt))
        L, T = cx1 - cx0, 7
        d.polygon([clap(0, 0), clap(L, 0), clap(L, -T), clap(0, -T)], fill=(236, 234, 228), outline=(20, 20, 22))
        for k in range(4):  # diagonal black stripes on both sticks
            s0, s1 = L * (0.04 + 0.25 * k), L * (0.15 + 0.25 * k)
            d.polygon([clap(s0, 0), clap(s1, 0), clap(s1 + 4, -T), clap(s0 + 4, -T)], fill=(20, 20, 22))
            d.polygon([(cx0 + s0 + 4, cy0 - 6), (cx0 + s1 + 4, cy0 - 6), (cx0 + s1, cy0 - 1), (cx0 + s0, cy0 - 1)], fill=(20, 20, 22))
        bx0, bx1, btop, bbot = w - m - 0.6 * PX, w - m - 0.12 * PX, 0.52 * PX, 0.86 * PX  # a popcorn bucket at the strip's end
        for k in range(5):  # red and white stripes, narrowing to the foot
            t0, t1 = k / 5.0, (k + 1) / 5.0
            d.polygon([(bx0 + (bx1 - bx0) * t0, btop), (bx0 + (bx1 - bx0) * t1, btop),
                       (bx0 + 4 + (bx1 - bx0 - 8) * t1, bbot), (bx0 + 4 + (bx1 - bx0 - 8) * t0, bbot)],
                      fill=colour if k % 2 == 0 else (240, 236, 226))
        for _ in range(16):  # popcorn heaped above it
            px_, py_ = rng.uniform(bx0 + 3, bx1 - 3), btop - rng.uniform(0, 8)
            r = rng.uniform(3, 4.2)
            d.ellipse([px_ - r, py_ - r, px_ + r, py_ + r], fill=rng.choice(((250, 240, 200), (246, 226, 150), (252, 248, 230))),
                      outline=(190, 160, 90))
        for k in range(rng.randint(1, 2)):  # ticket stubs under the reel
            tx, ty, ta = m + 20 + 32 * k + rng.uniform(-3, 3), rng.uniform(1.15, 1.22) * PX, math.radians(rng.uniform(-20, 20))
            q = [(-16, -6), (16, -6), (16, 6), (-16, 6)]
            d.polygon([(tx + a * math.cos(ta) - b * math.sin(ta), ty + a * math.sin(ta) + b * math.cos(ta)) for a, b in q],
                      fill=rng.choice(((232, 110, 70), (240, 200, 80))), outline=(60, 30, 20))
            d.line([(tx + a * math.cos(ta) - b * math.sin(ta), ty + a * math.sin(ta) + b * math.cos(ta)) for a, b in ((8, -6), (8, 6))],
                   fill=(60, 30, 20), width=1)  # the tear line
            d.line([(tx + a * math.cos(ta) - b * math.sin(ta), ty + a * math.sin(ta) + b * math.cos(ta)) for a, b in ((-12, 0), (4, 0))],
                   fill=(90, 40, 24), width=2)
        for _ in range(5):  # a few stray kernels
            px_, py_ = rng.uniform(m + 6, w - m - 6), rng.uniform(0.76, 0.8) * PX
            d.ellipse([px_ - 2, py_ - 2, px_ + 2, py_ + 2], fill=(246, 230, 170))
    elif kind == "veggies":  # an allotment seen from above: a raised bed of cabbages, lettuces, carrots and radishes, a watering can
        frame = (150, 104, 62)
        y0, y1 = 0.24 * PX, 0.84 * PX
        d.rounded_rectangle([m + 6, y0, w - m - 6, y1], radius=12, fill=colour, outline=frame, width=4)  # the bed, its plank frame
        for _ in range(120):  # clods and crumbs of soil
            x, y = rng.uniform(m + 8, w - m - 8), rng.uniform(y0 + 5, y1 - 5)
            r = rng.uniform(0.8, 2)
            d.ellipse([x - r, y - r, x + r, y + r], fill=tuple(int(v * rng.uniform(0.7, 1.3)) for v in colour))

        def cabbage(x, y, s):
            d.ellipse([x - s, y - s, x + s, y + s], fill=(78, 134, 74), outline=(40, 80, 40))
            for k in range(7):  # outer leaves' veins
                a = k * 2 * math.pi / 7
                d.line([x, y, x + 0.95 * s * math.cos(a), y + 0.95 * s * math.sin(a)], fill=(150, 196, 130), width=1)
            d.ellipse([x - 0.55 * s, y - 0.55 * s, x + 0.55 * s, y + 0.55 * s], fill=(170, 210, 140), outline=(100, 150, 90))

        def lettuce(x, y, s):
            pts = [(x + s * (0.85 + 0.15 * math.cos(9 * a)) * math.cos(a), y + s * (0.85 + 0.15 * math.cos(9 * a)) * math.sin(a))
                   for a in [k * 2 * math.pi / 36 for k in range(36)]]
            d.polygon(pts, fill=(120, 188, 70), outline=(70, 130, 40))
            d.ellipse([x - 0.4 * s, y - 0.4 * s, x + 0.4 * s, y + 0.4 * s], fill=(186, 226, 120))

        def carrot(x, y, s):
            for k in range(6):  # feathery fronds with leaflets
                a = k * 2 * math.pi / 6 + rng.uniform(-0.3, 0.3)
                ex, ey = x + s * math.cos(a), y + s * math.sin(a)
                d.line([x, y, ex, ey], fill=(60, 120, 44), width=1)
                for t in (0.45, 0.7, 0.95):
                    qx, qy = x + t * s * math.cos(a), y + t * s * math.sin(a)
                    d.line([qx, qy, qx + 2.5 * math.cos(a + 0.8), qy + 2.5 * math.sin(a + 0.8)], fill=(80, 150, 60), width=1)
                    d.line([qx, qy, qx + 2.5 * math.cos(a - 0.8), qy + 2.5 * math.sin(a - 0.8)], fill=(80, 150, 60), width=1)
            d.ellipse([x - 2.5, y - 2.5, x + 2.5, y + 2.5], fill=(236, 128, 40), outline=(150, 70, 20))  # its orange shoulder

        def radish(x, y, s):
            d.ellipse([x - 0.45 * s, y - 0.45 * s, x + 0.45 * s, y + 0.45 * s], fill=(206, 50, 84), outline=(120, 20, 40))
            for k in range(3):  # three round leaves
                a = k * 2 * math.pi / 3 + 0.5
                lx, ly = x + 0.75 * s * math.cos(a), y + 0.75 * s * math.sin(a)
                d.ellipse([lx - 0.42 * s, ly - 0.42 * s, lx + 0.42 * s, ly + 0.42 * s], fill=(96, 160, 70), outline=(50, 100, 40))
        plants = {"cabbage": (cabbage, 8.5, 24), "lettuce": (lettuce, 8, 22), "carrot": (carrot, 7, 14), "radish": (radish, 6, 14)}
        for row_y in (y0 + 0.32 * (y1 - y0), y0 + 0.72 * (y1 - y0)):  # two rows, each of runs of one crop
            x = m + rng.uniform(12, 18)
            while x < w - m - 14:
                kind_ = rng.choice(list(plants))
                fn, s, step = plants[kind_]
                for _ in range(rng.randint(2, 5)):
                    if x >= w - m - 14:
                        break
                    fn(x, row_y + rng.uniform(-1.5, 1.5), s * rng.uniform(0.85, 1.1))
                    x += step * rng.uniform(0.9, 1.15)
                x += 6
        for _ in range(40):  # tufts of grass on the path above the cab
            gx_, gy_ = rng.uniform(m + 6, 2.2 * PX), rng.uniform(y1 + 6, 1.32 * PX)
            for k in (-1, 0, 1):
                d.line([gx_, gy_, gx_ + 2 * k, gy_ - 4], fill=(74, 108, 60), width=1)
        wx, wy = rng.uniform(m + 20, 0.9 * PX), 1.28 * PX  # a watering can, sprinkling
        can = (196, 72, 56)
        d.rounded_rectangle([wx - 14, wy - 22, wx + 14, wy], radius=3, fill=can, outline=(70, 30, 24), width=2)
        d.arc([wx - 10, wy - 32, wx + 10, wy - 14], 180, 360, fill=(70, 30, 24), width=3)  # the handle
        d.polygon([(wx + 13, wy - 9), (wx + 13, wy - 3), (wx + 31, wy - 21), (wx + 29, wy - 24)], fill=can, outline=(70, 30, 24))  # the spout
        d.ellipse([wx + 27, wy - 29, wx + 36, wy - 19], fill=(150, 150, 156), outline=(70, 70, 74))  # its rose
        for k in range(5):  # drops
            px_, py_ = wx + 36 + 2.5 * k, wy - 20 + 3 * k + rng.uniform(0, 4)
            d.line([px_, py_, px_ + 1.5, py_ + 4], fill=(120, 180, 230), width=2)
        sx, sy = rng.uniform(1.35, 1.8) * PX, 1.2 * PX  # a snail on the path
        d.polygon([(sx - 12, sy + 6), (sx + 12, sy + 6), (sx + 15, sy + 2), (sx - 8, sy + 3)], fill=(176, 160, 130))
        d.line([sx + 12, sy + 2, sx + 15, sy - 4], fill=(150, 136, 110), width=1)
        d.ellipse([sx - 9, sy - 10, sx + 7, sy + 6], fill=(176, 108, 50), outline=(90, 50, 20), width=2)
        for r in (5, 2.5):  # the shell's spiral
            d.arc([sx - 1 - r, sy - 2 - r, sx - 1 + r, sy - 2 + r], 0, 300, fill=(90, 50, 20), width=1)
    elif kind == "glassware":  # a laboratory: flasks, beakers, test tubes and cylinders of coloured liquids, a burner
        glass, glass_dark = (206, 224, 230), (96, 120, 132)
        liquids = (colour, (90, 176, 104), (214, 80, 150), (236, 168, 50), (56, 164, 168))
        for _ in range(rng.randint(5, 7)):  # faint skeletal formulas on the wall behind
            x, y, r = rng.uniform(m + 12, w - m - 12), rng.uniform(m + 10, 0.6 * PX), rng.uniform(5, 7)
            pts = [(x + r * math.cos(k * math.pi / 3), y + r * math.sin(k * math.pi / 3)) for k in range(7)]
            d.line(pts, fill=(204, 214, 218), width=1)
            k = rng.randrange(6)  # a bond out of one corner
            a = k * math.pi / 3
            d.line([pts[k], (pts[k][0] + r * math.cos(a), pts[k][1] + r * math.sin(a))], fill=(204, 214, 218), width=1)
        bench = 0.76 * PX
        d.rectangle([2.2 * PX, bench, w - m, bench + 4], fill=(170, 176, 180), outline=(130, 136, 140))

        def bubbles(x, y, n, spread):
            for _ in range(n):
                bx_, by_ = x + rng.uniform(-spread, spread), y - rng.uniform(0, 10)
                r = rng.uniform(0.8, 1.6)
                d.ellipse([bx_ - r, by_ - r, bx_ + r, by_ + r], outline=(250, 252, 252), width=1)

        def erlenmeyer(x, base, s, c):
            d.polygon([(x - s, base), (x + s, base), (x + 0.25 * s, base - 1.6 * s), (x - 0.25 * s, base - 1.6 * s)], fill=glass)
            lv = 0.8 * s
            d.polygon([(x - s, base), (x + s, base), (x + s - lv * 0.75 / 1.6, base - lv), (x - s + lv * 0.75 / 1.6, base - lv)], fill=c)
            d.rectangle([x - 0.25 * s, base - 2.4 * s, x + 0.25 * s, base - 1.6 * s], fill=glass)
            d.line([(x - 0.25 * s, base - 2.4 * s), (x - 0.25 * s, base - 1.6 * s), (x - s, base), (x + s, base), (x + 0.25 * s, base - 1.6 * s),
                    (x + 0.25 * s, base - 2.4 * s)], fill=glass_dark, width=1)
            bubbles(x, base - 2, 3, 0.4 * s)

        def beaker(x, base, s, c):
            d.rectangle([x - 0.8 * s, base - 2 * s, x + 0.8 * s, base], fill=glass, outline=glass_dark)
            d.rectangle([x - 0.8 * s + 1, base - rng.uniform(0.6, 1.3) * s, x + 0.8 * s - 1, base - 1], fill=c)
            for k in range(1, 5):  # graduation marks
                d.line([x - 0.8 * s + 1, base - 0.4 * k * s, x - 0.3 * s, base - 0.4 * k * s], fill=glass_dark, width=1)
            d.line([x + 0.8 * s, base - 2 * s, x + 0.8 * s + 3, base - 2 * s - 2], fill=glass_dark, width=1)  # the lip

        def round_flask(x, base, s, c):
            d.ellipse([x - 1.3 * s, base - 1.3 * s, x + 1.3 * s, base + 0.3 * s], fill=(170, 130, 90))  # a cork ring
            d.rectangle([x - 0.25 * s, base - 2.6 * s, x + 0.25 * s, base - 1.6 * s], fill=glass, outline=glass_dark)
            d.ellipse([x - s, base - 2 * s, x + s, base], fill=glass, outline=glass_dark)
            d.chord([x - s, base - 2 * s, x + s, base], 10, 170, fill=c)
            bubbles(x, base - 0.6 * s, 2, 0.5 * s)

        def tube_rack(x, base, s):
            n = rng.randint(3, 5)
            for k in range(n):  # test tubes standing in a wooden rack
                tx = x + k * 0.75 * s
                d.rounded_rectangle([tx - 0.25 * s, base - 2.3 * s, tx + 0.25 * s, base - 0.2 * s], radius=0.25 * s, fill=glass,
                                    outline=glass_dark)
                d.rounded_rectangle([tx - 0.25 * s + 1, base - rng.uniform(1.0, 1.6) * s, tx + 0.25 * s - 1, base - 0.2 * s - 1],
                                    radius=0.2 * s, fill=rng.choice(liquids))
            d.rectangle([x - 0.5 * s, base - 1.4 * s, x + (n - 1) * 0.75 * s + 0.5 * s, base - 1.1 * s], fill=(186, 142, 92))
            d.rectangle([x - 0.5 * s, base - 0.3 * s, x + (n - 1) * 0.75 * s + 0.5 * s, base], fill=(166, 122, 76))
            return (n - 1) * 0.75 * s + s

        def cylinder(x, base, s, c):
            d.rectangle([x - 0.4 * s, base - 2.6 * s, x + 0.4 * s, base - 0.2 * s], fill=glass, outline=glass_dark)
            d.rectangle([x - 0.4 * s + 1, base - rng.uniform(1.0, 2.0) * s, x + 0.4 * s - 1, base - 0.2 * s - 1], fill=c)
            for k in range(1, 6):
                d.line([x - 0.4 * s, base - 0.2 * s - 0.4 * k * s, x, base - 0.2 * s - 0.4 * k * s], fill=glass_dark, width=1)
            d.polygon([(x - 0.8 * s, base), (x + 0.8 * s, base), (x + 0.4 * s, base - 0.2 * s), (x - 0.4 * s, base - 0.2 * s)],
                      fill=glass_dark)
        x = 2.2 * PX + rng.uniform(8, 14)
        while x < w - m - 18:  # glassware standing on the bench above the truck
            r = rng.random()
            s = rng.uniform(9, 11)
            if r < 0.28:
                erlenmeyer(x + s, bench, s, rng.choice(liquids))
                x += 2 * s + rng.uniform(5, 10)
            elif r < 0.5:
                beaker(x + 0.8 * s, bench, s * 0.9, rng.choice(liquids))
                x += 1.6 * s + rng.uniform(5, 10)
            elif r < 0.68:
                round_flask(x + 1.3 * s, bench, s * 0.85, rng.choice(liquids))
                x += 2.4 * s + rng.uniform(5, 10)
            elif r < 0.85:
                x += tube_rack(x + 0.5 * s, bench, s) + rng.uniform(5, 10)
            else:
                cylinder(x + 0.8 * s, bench, s, rng.choice(liquids))
                x += 1.6 * s + rng.uniform(5, 10)
        fx, foot = rng.uniform(0.85, 1.2) * PX, 1.32 * PX  # above the cab: a burner under a flask on a tripod
        d.ellipse([fx - 12, foot - 5, fx + 12, foot + 1], fill=(84, 88, 96), outline=(40, 42, 48))  # the burner
        d.rectangle([fx - 3, foot - 18, fx + 3, foot - 3], fill=(120, 124, 132), outline=(60, 62, 68))
        d.polygon([(fx - 5, foot - 18), (fx + 5, foot - 18), (fx, foot - 29)], fill=(110, 150, 240))  # its flame
        d.polygon([(fx - 2.5, foot - 18), (fx + 2.5, foot - 18), (fx, foot - 24)], fill=(200, 220, 255))
        ring = foot - 31
        for lx in (-22, 22):  # the tripod's legs and the gauze on it
            d.line([fx + lx, foot, fx + 0.8 * lx, ring], fill=(70, 72, 78), width=2)
        d.rectangle([fx - 22, ring - 2, fx + 22, ring], fill=(120, 124, 130))
        s = 10
        d.rectangle([fx - 3, ring - 2 * s - 10, fx + 3, ring - 2 * s + 2], fill=glass, outline=glass_dark)  # a round flask, boiling
        d.ellipse([fx - s, ring - 2 * s - 2, fx + s, ring - 2], fill=glass, outline=glass_dark)
        d.chord([fx - s, ring - 2 * s - 2, fx + s, ring - 2], 0, 180, fill=rng.choice(liquids))
        bubbles(fx, ring - 7, 4, 0.6 * s)
        for k in range(2):  # bubbles rising from its neck
            by_ = ring - 2 * s - 14 - 5 * k
            r = 1.5 + 0.5 * k
            d.ellipse([fx - r + 2 * k, by_ - r, fx + r + 2 * k, by_ + r], outline=(120, 150, 170), width=1)
    elif kind == "pumpkins":  # a haunted night: a row of jack-o'-lanterns, bats, a spider web and a ghost above the cab
        def pumpkin(x, base, r, carved):
            ry = 0.8 * r
            body, rib = colour, tuple(int(0.72 * v) for v in colour)
            d.ellipse([x - r, base - 2 * ry, x + r, base], fill=body, outline=rib, width=1)
            for f in (0.55, 0.2):  # the ribs
                d.ellipse([x - f * r, base - 2 * ry, x + f * r, base], outline=rib, width=1)
            d.polygon([(x - 2, base - 2 * ry + 1), (x + 2, base - 2 * ry + 1), (x + 4, base - 2 * ry - 5), (x, base - 2 * ry - 5)],
                      fill=(84, 104, 40))  # the stem
            if carved:  # a face glowing from inside
                glow = (252, 214, 80)
                ey = base - 1.25 * ry
                for s in (-1, 1):
                    ex = x + s * 0.38 * r
                    d.polygon([(ex - 0.17 * r, ey + 0.12 * r), (ex + 0.17 * r, ey + 0.12 * r), (ex, ey - 0.2 * r)], fill=glow)
                d.polygon([(x - 0.08 * r, base - 0.9 * ry), (x + 0.08 * r, base - 0.9 * ry), (x, base - 1.1 * ry)], fill=glow)
                my = base - 0.55 * ry
                teeth = [(x - 0.6 * r, my - 0.1 * r)]
                for k in range(5):  # a jagged grin
                    tx = x - 0.6 * r + (k + 0.5) * 0.24 * r
                    teeth.append((tx, my + (0.05 if k % 2 else -0.08) * r))
                teeth += [(x + 0.6 * r, my - 0.1 * r), (x + 0.35 * r, my + 0.28 * r), (x - 0.35 * r, my + 0.28 * r)]
                d.polygon(teeth, fill=glow)

        def bat(x, y, s):
            wing = [(0, 0), (1.0, -0.7), (1.5, -0.5), (2.4, -0.9), (2.3, -0.2), (1.9, 0.1), (1.5, -0.1), (1.2, 0.25), (0.7, 0.05),
                    (0.3, 0.45)]
            pts = [(x + s * a, y + s * b) for a, b in wing] + [(x - s * a, y + s * b) for a, b in reversed(wing)]
            d.polygon(pts, fill=(10, 8, 14))
            d.ellipse([x - 0.35 * s, y - 0.3 * s, x + 0.35 * s, y + 0.55 * s], fill=(10, 8, 14))
            d.polygon([(x - 0.3 * s, y - 0.1 * s), (x - 0.2 * s, y - 0.6 * s), (x - 0.05 * s, y - 0.2 * s)], fill=(10, 8, 14))
            d.polygon([(x + 0.3 * s, y - 0.1 * s), (x + 0.2 * s, y - 0.6 * s), (x + 0.05 * s, y - 0.2 * s)], fill=(10, 8, 14))
        base = 0.8 * PX
        x = 2.3 * PX + rng.uniform(12, 18)
        while x < w - m - 16:  # jack-o'-lanterns in a row above the truck
            r = rng.uniform(10, 15)
            pumpkin(x, base + 1, r, rng.random() < 0.75)
            x += 2 * r + rng.uniform(3, 12)
        for _ in range(rng.randint(4, 6)):  # bats above them
            bat(rng.uniform(2.5 * PX, w - m - 24), rng.uniform(m + 8, 0.3 * PX), rng.uniform(5.5, 7))
        ax, ay = rng.uniform(0.85, 1.0) * PX, m  # a spider web hanging from the top above the cab
        spokes = [math.radians(a) for a in (25, 50, 75, 100, 125, 150)]
        thread = (178, 176, 196)
        for a in spokes:
            d.line([ax, ay, ax + 0.75 * PX * math.cos(a), ay + 0.75 * PX * math.sin(a)], fill=thread, width=1)
        for k in range(1, 5):  # the spiral, sagging between the spokes
            rr = 0.18 * PX * k
            for a0, a1 in zip(spokes, spokes[1:]):
                p0 = (ax + rr * math.cos(a0), ay + rr * math.sin(a0))
                p1 = (ax + rr * math.cos(a1), ay + rr * math.sin(a1))
                mid = ((p0[0] + p1[0]) / 2 - 0.06 * rr * math.cos((a0 + a1) / 2), (p0[1] + p1[1]) / 2 - 0.06 * rr * math.sin((a0 + a1) / 2))
                d.line([p0, mid, p1], fill=thread, width=1)
        sx, sy = ax + rng.uniform(-8, 8), rng.uniform(0.95, 1.1) * PX  # a spider on its thread
        d.line([sx, ay + 0.4 * PX, sx, sy], fill=thread, width=1)
        for s in (-1, 1):
            for k in range(4):
                d.line([sx, sy + 1, sx + s * 7, sy - 4 + 3 * k, sx + s * 9, sy + 2 * k], fill=(16, 12, 18), width=1)
        d.ellipse([sx - 4, sy - 3, sx + 4, sy + 6], fill=(16, 12, 18))
        gx, gy = rng.uniform(1.65, 1.8) * PX, rng.uniform(0.5, 0.6) * PX  # a ghost beside it
        pts = [(gx - 13, gy + 18)]
        for k in range(7):  # its wavy hem
            pts.append((gx - 13 + 26 * (k + 0.5) / 7, gy + (22 if k % 2 == 0 else 16)))
        pts.append((gx + 13, gy + 18))
        d.polygon(pts + [(gx + 13, gy), (gx - 13, gy)], fill=(236, 234, 240))
        d.ellipse([gx - 13, gy - 14, gx + 13, gy + 12], fill=(236, 234, 240))
        for s in (-1, 1):
            d.ellipse([gx + s * 5 - 2.5, gy - 6, gx + s * 5 + 2.5, gy + 1], fill=(20, 16, 24))
        d.ellipse([gx - 3, gy + 4, gx + 3, gy + 10], fill=(20, 16, 24))
    elif kind == "wires":  # songbirds perched on sagging telegraph wires, a pole with insulators, a birdhouse above the cab
        pole, wood_dark = (92, 68, 46), (60, 44, 30)
        px0 = rng.uniform(1.05, 1.25) * PX
        d.rectangle([px0 - 4, m, px0 + 4, 1.4 * PX], fill=pole, outline=wood_dark)  # the pole above the cab
        arm = 0.38 * PX
        d.rectangle([px0 - 0.55 * PX, arm - 3, px0 + 0.55 * PX, arm + 3], fill=pole, outline=wood_dark)  # its crossarm
        ends = [px0 - 0.45 * PX, px0 - 0.15 * PX, px0 + 0.15 * PX, px0 + 0.45 * PX]
        for ix in ends:  # glass insulators
            d.rectangle([ix - 3, arm - 9, ix + 3, arm - 3], fill=(120, 170, 160), outline=(60, 96, 90))
        bird_dark = (44, 36, 32)
        x_end = w - m - 0.4 * PX  # a second pole near the right edge
        d.rectangle([x_end - 3, m + 4, x_end + 3, 0.85 * PX], fill=pole, outline=wood_dark)

        def wire_y(k, x):
            x0 = ends[k]
            t = (x - x0) / (x_end - x0)
            return arm - 8 + 4 * k + (0.55 + 0.1 * k) * PX * 0.5 * 4 * t * (1 - t) * 0.45

        for k in range(1, 4):  # three wires sagging across the band above the truck to the second pole
            d.line([(x, wire_y(k, x)) for x in _frange(ends[k], x_end + 1, 6)] + [(x_end, wire_y(k, x_end))],
                   fill=(34, 30, 28), width=1)
        d.line([(ends[0], arm - 8), (m + 2, 0.62 * PX)], fill=(34, 30, 28), width=1)  # the fourth off to the left

        def bird(x, y, s, kind_, face):
            if kind_ == 0:  # a sparrow: round body, round head, short tail
                d.polygon([(x - face * 0.9 * s, y - 0.4 * s), (x - face * 1.9 * s, y + 0.5 * s), (x - face * 1.5 * s, y + 0.7 * s)],
                          fill=bird_dark)
                d.ellipse([x - 1.0 * s, y - 1.6 * s, x + 1.0 * s, y], fill=bird_dark)
                d.ellipse([x + face * 0.5 * s - 0.6 * s, y - 2.3 * s, x + face * 0.5 * s + 0.6 * s, y - 1.1 * s], fill=bird_dark)
                d.polygon([(x + face * 1.0 * s, y - 1.8 * s), (x + face * 1.5 * s, y - 1.65 * s), (x + face * 1.0 * s, y - 1.5 * s)],
                          fill=(200, 150, 60))
            elif kind_ == 1:  # a swallow: slim, a long forked tail
                d.polygon([(x - face * 0.6 * s, y - 0.5 * s), (x - face * 2.6 * s, y + 1.0 * s), (x - face * 1.6 * s, y + 0.2 * s),
                           (x - face * 2.2 * s, y + 1.4 * s), (x - face * 0.4 * s, y)], fill=bird_dark)
                d.ellipse([x - 0.8 * s, y - 1.5 * s, x + 0.9 * s, y], fill=bird_dark)
                d.ellipse([x + face * 0.5 * s - 0.5 * s, y - 2.1 * s, x + face * 0.5 * s + 0.5 * s, y - 1.1 * s], fill=bird_dark)
                d.ellipse([x + face * 0.5 * s - 0.35 * s, y - 1.3 * s, x + face * 0.5 * s + 0.35 * s, y - 0.7 * s], fill=(190, 80, 50))
            else:  # a crow: bigger, a long bill
                d.polygon([(x - face * 1.0 * s, y - 0.7 * s), (x - face * 2.4 * s, y + 0.6 * s), (x - face * 1.8 * s, y + 0.9 * s)],
                          fill=(20, 18, 20))
                d.ellipse([x - 1.3 * s, y - 2.0 * s, x + 1.3 * s, y], fill=(20, 18, 20))
                d.ellipse([x + face * 0.8 * s - 0.7 * s, y - 2.8 * s, x + face * 0.8 * s + 0.7 * s, y - 1.4 * s], fill=(20, 18, 20))
                d.polygon([(x + face * 1.3 * s, y - 2.3 * s), (x + face * 2.3 * s, y - 2.0 * s), (x + face * 1.3 * s, y - 1.8 * s)],
                          fill=(20, 18, 20))
            d.line([x - 0.3 * s, y, x - 0.3 * s, y + 1], fill=bird_dark, width=1)
        for _ in range(rng.randint(9, 13)):  # birds perched on the wires
            k = rng.randint(1, 3)
            x = rng.uniform(2.4 * PX, w - m - 12)
            kind_ = rng.choice((0, 0, 0, 1, 1, 2))
            bird(x, wire_y(k, x), rng.uniform(3.2, 4.0), kind_, rng.choice((-1, 1)))
        hx, hy = px0, rng.uniform(0.72, 0.8) * PX  # a birdhouse on the pole below the crossarm
        d.rectangle([hx - 11, hy - 6, hx + 11, hy + 16], fill=colour, outline=(30, 30, 36))
        d.polygon([(hx - 15, hy - 5), (hx, hy - 17), (hx + 15, hy - 5)], fill=(150, 52, 44), outline=(30, 30, 36))
        d.ellipse([hx - 4, hy, hx + 4, hy + 8], fill=(24, 20, 18))
        d.line([hx, hy + 11, hx, hy + 14], fill=(30, 30, 36), width=2)
        bird(hx + 15 + rng.uniform(0, 8), hy - 5, 3.4, 0, -1)  # a sparrow beside it, facing it
    elif kind == "kites":  # a kite festival: diamond, delta and box kites with bowed tails and strings, a big kite above the cab
        palette = (colour, (246, 196, 46), (40, 120, 190), (50, 150, 90), (236, 120, 40), (150, 70, 160))

        def tail(x, y, n, c):
            pts = [(x, y)]
            for k in range(1, n + 1):
                pts.append((x + 3 * math.sin(k * 0.9 + x), y + 5 * k))
            d.line(pts, fill=(60, 56, 60), width=1)
            for k in range(2, n + 1, 2):  # bows along it
                bx, by = pts[k]
                d.polygon([(bx - 4, by - 2), (bx, by), (bx - 4, by + 2)], fill=c)
                d.polygon([(bx + 4, by - 2), (bx, by), (bx + 4, by + 2)], fill=c)

        def diamond(x, y, s, c1, c2, n):
            top, right, bottom, left = (x, y - s), (x + 0.7 * s, y - 0.25 * s), (x, y + 1.1 * s), (x - 0.7 * s, y - 0.25 * s)
            centre = (x, y - 0.25 * s)
            d.polygon([top, right, centre], fill=c1)
            d.polygon([right, bottom, centre], fill=c2)
            d.polygon([bottom, left, centre], fill=c1)
            d.polygon([left, top, centre], fill=c2)
            d.line([top, bottom], fill=(70, 50, 40), width=1)  # the spars
            d.line([left, right], fill=(70, 50, 40), width=1)
            d.line([top, right, bottom, left, top], fill=(50, 46, 50), width=1)
            tail(x, y + 1.1 * s, n, c2)

        def delta(x, y, s, c1, c2):
            pts = [(x, y - 0.8 * s), (x + 1.1 * s, y + 0.5 * s), (x - 1.1 * s, y + 0.5 * s)]
            d.polygon(pts, fill=c1, outline=(50, 46, 50))
            for f in (0.33, 0.66):  # stripes across it
                d.line([(x - 1.1 * s * f, y - 0.8 * s + 1.3 * s * f), (x + 1.1 * s * f, y - 0.8 * s + 1.3 * s * f)], fill=c2, width=2)
            d.line([(x - 0.3 * s, y + 0.5 * s), (x - 0.5 * s, y + 1.2 * s)], fill=c2, width=2)  # two streamers
            d.line([(x + 0.3 * s, y + 0.5 * s), (x + 0.5 * s, y + 1.2 * s)], fill=c2, width=2)

        def box(x, y, s, c1, c2):
            for dx in (-0.9 * s, 0.1 * s):  # two cells, a panel lit and one shaded
                d.rectangle([x + dx, y - 0.6 * s, x + dx + 0.8 * s, y + 0.6 * s], fill=c1, outline=(50, 46, 50))
                d.rectangle([x + dx + 0.5 * s, y - 0.6 * s, x + dx + 0.8 * s, y + 0.6 * s], fill=c2, outline=(50, 46, 50))
            d.line([(x - 0.1 * s, y - 0.6 * s), (x + 0.1 * s, y - 0.6 * s)], fill=(70, 50, 40), width=1)
            d.line([(x - 0.1 * s, y + 0.6 * s), (x + 0.1 * s, y + 0.6 * s)], fill=(70, 50, 40), width=1)
        x = 2.5 * PX + rng.uniform(4, 12)
        while x < w - m - 34:  # kites flying above the truck (clear of the top right corner), strings running down to the left
            c1, c2 = rng.sample(palette, 2)
            y = rng.uniform(0.3, 0.42) * PX
            r = rng.random()
            d.line([(x, y + 6), (x - rng.uniform(20, 40), 0.82 * PX)], fill=(90, 86, 90), width=1)
            if r < 0.5:
                diamond(x, y, rng.uniform(11, 13), c1, c2, 3)
                x += rng.uniform(38, 52)
            elif r < 0.8:
                delta(x, y, rng.uniform(10, 12), c1, c2)
                x += rng.uniform(40, 52)
            else:
                box(x, y, rng.uniform(12, 14), c1, c2)
                x += rng.uniform(42, 54)
        kx, ky = rng.uniform(1.1, 1.35) * PX, 0.55 * PX  # a big diamond kite above the cab, its string off to the left
        d.line([(kx, ky + 8), (m + 4, 1.3 * PX)], fill=(90, 86, 90), width=1)
        c1, c2 = rng.sample(palette, 2)
        diamond(kx, ky, 22, c1, c2, 5)
    elif kind == "rockets":  # a space launch: rockets climbing on smoke trails, satellites, a rocket on its gantry above the cab
        hull, hull_dark, fire, smoke = (226, 228, 234), (150, 154, 166), (252, 196, 70), (120, 124, 140)

        def rocket(x, y, s, a, stripe):  # a rocket of length 4s, nose towards angle a (degrees, 0 = up)
            ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))

            def p(u, v):  # u along the rocket (nose +), v across it
                return (x + v * ca + u * sa, y + v * sa - u * ca)
            for k in range(1, 6):  # its smoke trail, puffs growing behind it
                r = 1.2 + 0.55 * k
                cx, cy = p(-2.2 * s - 2.1 * k * s * 0.55, 0.25 * s * (1 if k % 2 else -1))
                d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=smoke)
            d.polygon([p(-2.0 * s, -0.35 * s), p(-2.0 * s, 0.35 * s), p(-3.0 * s, 0)], fill=fire)  # the flame
            d.polygon([p(-1.6 * s, -0.5 * s), p(-1.6 * s, 0.5 * s), p(1.3 * s, 0.5 * s), p(2.0 * s, 0), p(1.3 * s, -0.5 * s)],
                      fill=hull, outline=hull_dark)  # the hull and its nose
            d.polygon([p(1.3 * s, -0.5 * s), p(2.0 * s, 0), p(1.3 * s, 0.5 * s)], fill=stripe)
            d.polygon([p(-2.0 * s, -0.5 * s), p(-0.9 * s, -0.5 * s), p(-2.0 * s, -1.1 * s)], fill=stripe)  # fins
            d.polygon([p(-2.0 * s, 0.5 * s), p(-0.9 * s, 0.5 * s), p(-2.0 * s, 1.1 * s)], fill=stripe)
            cx, cy = p(0.4 * s, 0)  # a porthole
            d.ellipse([cx - 0.28 * s, cy - 0.28 * s, cx + 0.28 * s, cy + 0.28 * s], fill=(90, 170, 220), outline=hull_dark)

        def satellite(x, y, s):  # a box between two solar panels, a dish
            panel = (54, 84, 160)
            for sx in (-1, 1):
                x0, x1 = sorted((x + sx * 0.7 * s, x + sx * 2.6 * s))
                d.line([x + sx * 0.5 * s, y, x + sx * 0.7 * s, y], fill=hull_dark, width=1)
                d.rectangle([x0, y - 0.5 * s, x1, y + 0.5 * s], fill=panel, outline=(170, 180, 210))
                for k in (1, 2):
                    gx_ = x0 + (x1 - x0) * k / 3
                    d.line([gx_, y - 0.5 * s, gx_, y + 0.5 * s], fill=(170, 180, 210), width=1)
            d.rectangle([x - 0.5 * s, y - 0.6 * s, x + 0.5 * s, y + 0.6 * s], fill=(214, 176, 70), outline=(120, 96, 40))
            d.pieslice([x - 0.5 * s, y - 1.7 * s, x + 0.5 * s, y - 0.7 * s], 0, 180, fill=hull)
        x = 2.35 * PX + rng.uniform(6, 14)
        while x < w - m - 30:  # rockets climbing at a slant above the truck, trails behind them
            if rng.random() < 0.25:
                satellite(x + 6, rng.uniform(0.3, 0.55) * PX, rng.uniform(4.0, 5.0))
                x += rng.uniform(34, 44)
            else:
                rocket(x + 6, rng.uniform(0.4, 0.6) * PX, rng.uniform(5.0, 6.0), rng.uniform(25, 60), rng.choice((colour, (60, 150, 220), (236, 200, 70))))
                x += rng.uniform(40, 52)
        gx_, pad = rng.uniform(0.55, 0.7) * PX, 1.33 * PX  # above the cab: a launch gantry and a rocket on its pad
        d.rectangle([gx_ - 6, m + 0.25 * PX, gx_ + 6, pad], outline=(196, 92, 60), width=1)  # the tower's lattice
        for y in _frange(m + 0.25 * PX, pad, 8):
            d.line([gx_ - 6, y, gx_ + 6, y + 8], fill=(196, 92, 60), width=1)
            d.line([gx_ + 6, y, gx_ - 6, y + 8], fill=(196, 92, 60), width=1)
        rx = gx_ + rng.uniform(26, 32)
        d.line([gx_ + 6, 0.55 * PX, rx - 6, 0.55 * PX], fill=(196, 92, 60), width=2)  # its arm
        d.rectangle([gx_ - 14, pad - 3, rx + 24, pad + 1], fill=(110, 112, 124))  # the pad
        for k in range(6):  # smoke billowing at its base
            r = rng.uniform(5, 8)
            cx = rx - 20 + 8 * k + rng.uniform(-2, 2)
            d.ellipse([cx - r, pad - 3 - 1.4 * r, cx + r, pad - 3 + 0.4 * r], fill=smoke)
        top = m + 0.2 * PX
        d.polygon([(rx - 7, pad - 12), (rx - 7, top + 14), (rx, top), (rx + 7, top + 14), (rx + 7, pad - 12)], fill=hull, outline=hull_dark)
        d.polygon([(rx - 7, top + 14), (rx, top), (rx + 7, top + 14)], fill=colour)
        d.polygon([(rx - 7, pad - 12), (rx - 13, pad - 4), (rx - 7, pad - 22)], fill=colour)
        d.polygon([(rx + 7, pad - 12), (rx + 13, pad - 4), (rx + 7, pad - 22)], fill=colour)
        for k in range(2):
            d.ellipse([rx - 3, top + 20 + 11 * k, rx + 3, top + 26 + 11 * k], fill=(90, 170, 220), outline=hull_dark)
        d.rectangle([rx - 7, top + 42, rx + 7, top + 45], fill=colour)  # a band round it
    elif kind == "umbrellas":  # a rainy day: open umbrellas of many colours in the rain, wellington boots in a puddle above the cab
        rain = (178, 198, 212)
        for _ in range(140):  # slanted rain streaks everywhere
            x, y = rng.uniform(m + 4, w - m - 10), rng.uniform(m + 4, h - m - 12)
            d.line([x, y, x - 3, y + 9], fill=rain, width=1)
        palette = (colour, (230, 70, 60), (246, 196, 50), (60, 150, 90), (150, 70, 160), (240, 240, 236))

        def umbrella(x, y, r, c, tilt):  # a canopy of scallops, ribs and a tip; the shaft and a hooked handle below
            dark = tuple(int(0.7 * v) for v in c)
            tx = x + tilt * r * 0.3  # the shaft leans a little
            d.line([tx, y - r * 0.95, x - tilt * r * 0.4, y + 1.05 * r], fill=(50, 44, 40), width=2)
            hx, hy = x - tilt * r * 0.4, y + 1.05 * r
            d.arc([hx, hy - 3, hx + 7, hy + 4], 0, 180, fill=(50, 44, 40), width=2)
            d.pieslice([x - r, y - r, x + r, y + r], 180, 360, fill=c, outline=dark)
            n = 4
            for k in range(n):  # the scalloped hem between the ribs
                x0 = x - r + 2 * r * k / n
                d.chord([x0, y - r / n * 0.8, x0 + 2 * r / n, y + r / n * 0.8], 0, 180, fill=c)
                d.arc([x0, y - r / n * 0.8, x0 + 2 * r / n, y + r / n * 0.8], 0, 180, fill=dark, width=1)
            for k in range(1, n):  # the ribs from the tip
                d.line([tx, y - r * 0.95, x - r + 2 * r * k / n, y + r / n * 0.8], fill=dark, width=1)
            d.line([tx, y - r * 0.95, tx, y - r * 1.2], fill=(50, 44, 40), width=2)  # the tip
        x = 2.45 * PX + rng.uniform(6, 12)
        while True:  # umbrellas in a row above the truck (clear of the top right corner)
            r = rng.uniform(15, 19)
            if x + 2 * r > w - m - 24:
                break
            umbrella(x + r, rng.uniform(0.66, 0.74) * PX, r, rng.choice(palette), rng.uniform(-0.4, 0.4))
            x += 2 * r + rng.uniform(4, 12)
        for _ in range(rng.randint(5, 8)):  # drops falling between them
            x, y = rng.uniform(2.4 * PX, w - m - 30), rng.uniform(m + 6, 0.25 * PX)
            d.polygon([(x, y - 4), (x + 2.5, y + 1), (x - 2.5, y + 1)], fill=(206, 224, 236))
            d.ellipse([x - 2.5, y - 1, x + 2.5, y + 3], fill=(206, 224, 236))
        px_, py_ = rng.uniform(0.95, 1.1) * PX, 1.3 * PX  # above the cab: a puddle with ripples and a pair of wellington boots
        d.ellipse([px_ - 40, py_ - 7, px_ + 40, py_ + 5], fill=(70, 92, 110))
        for k in range(3):
            rx_, ry_ = 8 + 6 * k, 2 + 1.5 * k
            d.ellipse([px_ + 18 - rx_, py_ - 1 - ry_, px_ + 18 + rx_, py_ - 1 + ry_], outline=rain, width=1)
        boot = (240, 196, 40)
        for bx_ in (px_ - 24, px_ - 6):
            d.rectangle([bx_, py_ - 34, bx_ + 11, py_ - 4], fill=boot, outline=(120, 90, 20))  # the leg
            d.rounded_rectangle([bx_, py_ - 11, bx_ + 19, py_ - 2], radius=4, fill=boot, outline=(120, 90, 20))  # the foot
            d.rectangle([bx_ - 1, py_ - 36, bx_ + 12, py_ - 32], fill=(200, 150, 30))  # its rim
            d.rectangle([bx_, py_ - 3, bx_ + 19, py_ - 1], fill=(60, 50, 40))  # the sole
        umbrella(px_ + 26, 0.55 * PX, 17, rng.choice(palette[1:]), -0.5)  # an umbrella beside them
    elif kind == "dinosaurs":  # a dinosaur park: sauropods, stegosaurs, triceratops and a T. rex among ferns, a volcano above the cab
        hues = (colour, (196, 140, 60), (70, 130, 140), (176, 84, 60), (120, 110, 60))

        def fern(x, base, s):
            for a in (-60, -30, 0, 30, 60):
                t = math.radians(a)
                tip = (x + s * math.sin(t), base - s * math.cos(t))
                d.line([x, base, tip[0], tip[1]], fill=(60, 110, 60), width=1)
                for k in range(1, 4):  # leaflets along each frond
                    fx, fy = x + (tip[0] - x) * k / 4, base + (tip[1] - base) * k / 4
                    d.line([fx, fy, fx + 3 * math.cos(t), fy + 3 * math.sin(t)], fill=(60, 110, 60), width=1)
                    d.line([fx, fy, fx - 3 * math.cos(t), fy - 3 * math.sin(t)], fill=(60, 110, 60), width=1)

        def legs(x, base, xs, top, c):
            for lx in xs:
                d.rectangle([x + lx - 2, top, x + lx + 2, base], fill=c)

        def sauropod(x, base, s, c, f):  # a long neck and tail, four pillar legs
            legs(x, base, (-1.1 * s * f, -0.5 * s * f, 0.5 * s * f, 1.0 * s * f), base - 1.0 * s, c)
            d.ellipse([x - 1.6 * s, base - 2.2 * s, x + 1.6 * s, base - 0.7 * s], fill=c)
            d.polygon([(x + 1.0 * s * f, base - 1.9 * s), (x + 2.2 * s * f, base - 3.6 * s), (x + 2.6 * s * f, base - 3.5 * s),
                       (x + 1.5 * s * f, base - 1.3 * s)], fill=c)  # the neck
            d.ellipse([x + 2.1 * s * f - 0.5 * s, base - 3.9 * s, x + 2.1 * s * f + 0.7 * s, base - 3.4 * s], fill=c)
            d.polygon([(x - 1.3 * s * f, base - 1.8 * s), (x - 3.2 * s * f, base - 0.9 * s), (x - 1.4 * s * f, base - 1.1 * s)], fill=c)

        def stegosaur(x, base, s, c, f):  # a humped back with a row of plates, a spiked tail
            plate = tuple(min(255, int(v * 1.3) + 20) for v in c)
            for k in range(5):
                px = x + (-1.0 + 0.5 * k) * s * f
                py = base - 1.9 * s - 0.35 * s * math.sin(math.pi * (k + 0.5) / 5)
                d.polygon([(px - 0.3 * s, py + 0.3 * s), (px, py - 0.6 * s), (px + 0.3 * s, py + 0.3 * s)], fill=plate)
            legs(x, base, (-0.8 * s * f, 0.8 * s * f), base - 0.9 * s, c)
            d.ellipse([x - 1.5 * s, base - 2.1 * s, x + 1.5 * s, base - 0.6 * s], fill=c)
            d.polygon([(x - 1.2 * s * f, base - 1.5 * s), (x - 2.8 * s * f, base - 1.0 * s), (x - 1.2 * s * f, base - 0.9 * s)], fill=c)
            for k in (0, 1):  # the tail spikes
                sx_ = x - (2.2 + 0.35 * k) * s * f
                d.line([sx_, base - 1.15 * s, sx_ - 0.2 * s * f, base - 1.6 * s], fill=plate, width=2)
            d.ellipse([x + 1.2 * s * f - 0.45 * s, base - 1.4 * s, x + 1.2 * s * f + 0.45 * s, base - 0.8 * s], fill=c)

        def triceratops(x, base, s, c, f):  # a frill and three horns
            legs(x, base, (-0.8 * s * f, 0.7 * s * f), base - 0.8 * s, c)
            d.ellipse([x - 1.3 * s, base - 1.8 * s, x + 1.3 * s, base - 0.6 * s], fill=c)
            fx = x + 1.3 * s * f
            d.ellipse([fx - 0.6 * s, base - 2.2 * s, fx + 0.6 * s, base - 1.0 * s], fill=tuple(int(0.8 * v) for v in c))  # the frill
            d.polygon([(fx, base - 1.5 * s), (fx + 1.1 * s * f, base - 1.2 * s), (fx + 0.9 * s * f, base - 0.8 * s), (fx, base - 0.9 * s)],
                      fill=c)
            for hx, hy in ((0.5, -1.8), (0.8, -1.7)):  # brow horns and a nose horn
                d.line([fx + 0.5 * s * f, base - 1.35 * s, fx + hx * 2 * s * f, base + hy * s], fill=(236, 226, 200), width=2)
            d.line([fx + 1.0 * s * f, base - 1.2 * s, fx + 1.2 * s * f, base - 1.55 * s], fill=(236, 226, 200), width=2)
            d.polygon([(x - 1.1 * s * f, base - 1.3 * s), (x - 2.0 * s * f, base - 0.9 * s), (x - 1.1 * s * f, base - 0.9 * s)], fill=c)

        def rex(x, base, s, c, f):  # upright, a big head, tiny arms, a long tail held out
            d.rectangle([x - 0.3 * s - 2, base - 1.2 * s, x - 0.3 * s + 2, base], fill=c)
            d.rectangle([x + 0.3 * s - 2, base - 1.2 * s, x + 0.3 * s + 2, base], fill=c)
            d.ellipse([x - 0.9 * s, base - 2.4 * s, x + 0.9 * s, base - 0.9 * s], fill=c)
            d.polygon([(x - 0.6 * s * f, base - 2.0 * s), (x - 2.6 * s * f, base - 1.3 * s), (x - 0.6 * s * f, base - 1.2 * s)], fill=c)
            hx = x + 0.7 * s * f
            d.polygon([(x + 0.2 * s * f, base - 2.2 * s), (hx, base - 3.3 * s), (hx + 1.2 * s * f, base - 3.1 * s), (hx + 1.2 * s * f, base - 2.6 * s),
                       (hx + 0.2 * s * f, base - 2.5 * s), (x + 0.6 * s * f, base - 1.8 * s)], fill=c)  # neck and head
            d.line([hx + 0.5 * s * f, base - 2.7 * s, hx + 1.1 * s * f, base - 2.7 * s], fill=(240, 236, 224), width=1)  # its teeth
            d.line([x + 0.7 * s * f, base - 1.9 * s, x + 1.0 * s * f, base - 1.6 * s], fill=c, width=2)  # a tiny arm
            d.ellipse([hx + 0.3 * s * f - 1.5, base - 3.05 * s - 1.5, hx + 0.3 * s * f + 1.5, base - 3.05 * s + 1.5], fill=(250, 240, 200))
        base = 0.8 * PX
        x = 2.35 * PX + rng.uniform(14, 20)
        kinds = [sauropod, stegosaur, triceratops, rex]
        while True:  # dinosaurs in a row above the truck (clear of the top right corner), ferns between them
            kind_ = rng.choice(kinds)
            s = rng.uniform(8.5, 9.8) if kind_ is not rex else rng.uniform(10, 11)
            if x + 5.0 * s > w - m - 24:
                break
            f = rng.choice((-1, 1))
            kind_(x + 2.2 * s, base + 1, s, rng.choice(hues), f)
            x += 4.6 * s + rng.uniform(4, 10)
            if rng.random() < 0.5 and x < w - m - 40:
                fern(x + 4, base + 1, rng.uniform(9, 12))
                x += 14
        vx, vb = rng.uniform(0.95, 1.05) * PX, 1.33 * PX  # above the cab: a smoking volcano with lava running down
        d.polygon([(vx - 44, vb), (vx - 10, vb - 44), (vx + 10, vb - 44), (vx + 44, vb)], fill=(124, 100, 86), outline=(80, 62, 52))
        d.polygon([(vx - 10, vb - 44), (vx + 10, vb - 44), (vx + 4, vb - 36), (vx - 4, vb - 38)], fill=(236, 96, 40))
        for lx in (-6, 3):
            d.line([vx + lx, vb - 40, vx + lx * 2.2, vb - 20, vx + lx * 1.8, vb - 10], fill=(236, 120, 40), width=3)
        for k in range(4):  # its plume of smoke
            r = 5 + 2 * k
            d.ellipse([vx + 4 * k - r, vb - 52 - 9 * k - r, vx + 4 * k + r, vb - 52 - 9 * k + r], fill=(150, 150, 156))
        ptx, pty = vx + rng.uniform(34, 44), m + 14  # a pterosaur gliding by
        d.polygon([(ptx - 16, pty - 4), (ptx, pty + 2), (ptx + 16, pty - 4), (ptx + 3, pty + 5), (ptx - 3, pty + 5)], fill=(96, 80, 90))
        d.polygon([(ptx - 2, pty + 1), (ptx + 9, pty + 4), (ptx + 2, pty + 6)], fill=(96, 80, 90))
        fern(vx - 44, vb, 12)
    elif kind == "jazz":  # a jazz club: saxophones, trumpets and clarinets in a row, a microphone on its stand in a spotlight above the cab
        brass, brass_dark, shine = colour, tuple(int(0.6 * v) for v in colour), tuple(min(255, int(v * 1.2) + 30) for v in colour)

        def sax(x, base, s):  # a curved brass body on its U bend, a flared bell, a crook and a mouthpiece, pearl keys
            d.line([x - 6 * s, base - 33 * s, x, base - 29 * s], fill=brass_dark, width=max(2, int(3 * s)))  # the crook
            d.rectangle([x - 9 * s, base - 35 * s, x - 5 * s, base - 32 * s], fill=(20, 16, 18))  # the mouthpiece
            d.line([x, base - 30 * s, x + 2 * s, base - 8 * s], fill=brass, width=max(3, int(6 * s)))  # the body
            d.arc([x - 1 * s, base - 15 * s, x + 15 * s, base + 1 * s], 0, 180, fill=brass, width=max(3, int(6 * s)))  # the bend
            d.line([x + 14 * s, base - 7 * s, x + 16 * s, base - 19 * s], fill=brass, width=max(4, int(7 * s)))
            d.polygon([(x + 11 * s, base - 19 * s), (x + 21 * s, base - 19 * s), (x + 24 * s, base - 25 * s), (x + 8 * s, base - 25 * s)],
                      fill=brass, outline=brass_dark)  # the bell
            d.ellipse([x + 8 * s, base - 27 * s, x + 24 * s, base - 23 * s], fill=brass_dark)
            d.line([x - 1 * s, base - 27 * s, x + 1 * s, base - 12 * s], fill=shine, width=1)  # a glint along it
            for k in range(4):  # keys
                ky = base - 26 * s + 5 * k * s
                d.ellipse([x + 2 * s, ky - 1.6 * s, x + 5.2 * s, ky + 1.6 * s], fill=(236, 228, 210))

        def sorted_box(x0, y0, x1, y1):
            return [min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)]

        def trumpet(x, y, s, f):  # a mouthpiece, a lead pipe, three valves over a looped tube, a flared bell
            e = x + f * 44 * s

            def px(u):
                return x + f * u * s
            d.rounded_rectangle(sorted_box(px(10), y - 1 * s, px(30), y + 8 * s), radius=int(3 * s), outline=brass, width=max(2, int(2 * s)))
            d.line([px(2), y, px(34), y], fill=brass, width=max(2, int(3 * s)))
            d.polygon([(px(32), y - 1.5 * s), (e, y - 7 * s), (e, y + 7 * s), (px(32), y + 1.5 * s)], fill=brass, outline=brass_dark)
            d.line([e, y - 7 * s, e, y + 7 * s], fill=brass_dark, width=max(2, int(2 * s)))
            for k in range(3):  # the valves with their pearl buttons
                vx = px(16 + 4 * k)
                d.rectangle([vx - 1.5 * s, y - 6 * s, vx + 1.5 * s, y + 3 * s], fill=brass, outline=brass_dark)
                d.ellipse([vx - 2 * s, y - 8.5 * s, vx + 2 * s, y - 5.5 * s], fill=(236, 228, 210))
            d.rectangle(sorted_box(px(-1), y - 1.5 * s, px(3), y + 1.5 * s), fill=(190, 190, 196))  # the mouthpiece

        def clarinet(x, y, s, a):  # a black leaning tube, silver keys, a flared bell
            ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
            x1, y1 = x + 34 * s * sa, y + 34 * s * ca
            d.line([x, y, x1, y1], fill=(96, 80, 86), width=max(4, int(5 * s)))
            d.line([x, y, x1, y1], fill=(40, 32, 36), width=max(2, int(3 * s)))
            d.polygon([(x1 - 4 * s * ca, y1 + 4 * s * sa), (x1 + 4 * s * ca, y1 - 4 * s * sa), (x1 + 3 * s * sa, y1 + 3 * s * ca)],
                      fill=(40, 32, 36), outline=(96, 80, 86))
            for k in range(1, 6):
                kx, ky = x + 34 * s * sa * k / 6, y + 34 * s * ca * k / 6
                d.ellipse([kx - 1.2, ky - 1.2, kx + 1.2, ky + 1.2], fill=(196, 198, 206))
            d.line([x, y, x - 3 * s * sa, y - 3 * s * ca], fill=(196, 198, 206), width=max(2, int(3 * s)))
        base = 0.79 * PX
        x = 2.4 * PX + rng.uniform(4, 10)
        while True:  # a row of instruments above the truck (clear of the top right corner)
            which = rng.choice(("sax", "sax", "trumpet", "clarinet"))
            wide = {"sax": 30, "trumpet": 50, "clarinet": 22}[which]
            if x + wide > w - m - 24:
                break
            if which == "sax":
                sax(x + 9, base, rng.uniform(0.95, 1.05))
            elif which == "trumpet":
                f = rng.choice((-1, 1))
                trumpet(x + 3 if f > 0 else x + wide - 3, rng.uniform(0.4, 0.6) * PX, 1.0, f)
            else:
                clarinet(x + 6, m + rng.uniform(8, 12), 0.95, rng.uniform(-25, 25))
            x += wide + rng.uniform(6, 14)
        lx, lx2 = rng.uniform(0.75, 0.95) * PX, rng.uniform(1.2, 1.4) * PX  # above the cab: a spotlight's beam on a microphone
        beam = (72, 52, 60)  # the art's near-black burgundy, lit
        d.polygon([(lx - 5, m + 3), (lx + 5, m + 3), (lx2 + 26, 1.32 * PX), (lx2 - 30, 1.32 * PX)], fill=beam)
        d.ellipse([lx2 - 30, 1.26 * PX, lx2 + 26, 1.38 * PX], fill=tuple(min(255, v + 16) for v in beam))
        d.rectangle([lx - 7, m + 1, lx + 7, m + 6], fill=(60, 58, 64))  # the spotlight's can
        mx = lx2 - 2
        d.ellipse([mx - 16, 1.3 * PX - 4, mx + 16, 1.3 * PX + 3], fill=(120, 122, 130))  # the stand's foot, pole and boom
        d.line([mx, 1.3 * PX, mx, 0.7 * PX], fill=(170, 172, 180), width=3)
        d.line([mx, 0.7 * PX, mx - 14, 0.56 * PX], fill=(170, 172, 180), width=3)
        gx, gy = mx - 18, 0.42 * PX  # the microphone: a ribbed grille on a short body
        d.rounded_rectangle([gx - 9, gy - 14, gx + 9, gy + 6], radius=9, fill=(206, 208, 216), outline=(110, 112, 120), width=2)
        for k in range(4):
            d.line([gx - 7, gy - 9 + 4 * k, gx + 7, gy - 9 + 4 * k], fill=(130, 132, 140), width=1)
        d.rectangle([gx - 4, gy + 6, gx + 4, gy + 14], fill=(150, 152, 160))
        d.line([mx, 1.3 * PX - 3, mx + 12, 1.3 * PX - 8, mx + 22, 1.3 * PX - 3], fill=(170, 150, 150), width=1)  # its cable
    elif kind == "bicycles":  # a bike rack: bicycles of many colours parked along a brick wall, a penny-farthing above the cab
        mortar = (128, 74, 60)  # a little darker than the art's brick red
        r_ = PX // 3
        for k, y in enumerate(_frange(m + 9, 1.4 * PX, 9)):  # faint brick courses on the wall (inside the rounded corners)
            x0, x1 = (m + r_, w - m - r_) if y < m + r_ else (m + 2, w - m - 2)
            d.line([x0, y, x1, y], fill=mortar, width=1)
            for bx_ in _frange(m + 6 + (11 if k % 2 else 0), x1, 22):
                if bx_ > x0:
                    d.line([bx_, y - 9, bx_, y], fill=mortar, width=1)
        frames = (colour, (220, 70, 60), (240, 196, 56), (70, 160, 90), (236, 236, 232), (150, 80, 170), (30, 30, 34))

        def wheel(cx, cy, r):
            d.ellipse([cx - r, cy - r, cx + r, cy + r], outline=(26, 24, 26), width=2)
            for k in range(6):
                a = math.pi * k / 6
                d.line([cx - (r - 2) * math.cos(a), cy - (r - 2) * math.sin(a), cx + (r - 2) * math.cos(a), cy + (r - 2) * math.sin(a)],
                       fill=(176, 176, 182), width=1)
            d.ellipse([cx - 1.5, cy - 1.5, cx + 1.5, cy + 1.5], fill=(90, 90, 96))

        def bike(x, base, r, c, f):  # two spoked wheels, a diamond frame, a saddle, handlebars; f: facing
            rx, fx = x, x + f * 2.9 * r
            cy = base - r
            wheel(rx, cy, r)
            wheel(fx, cy, r)
            bb = (x + f * 1.25 * r, cy)  # the bottom bracket, the seat and the head of the frame
            st = (x + f * 0.95 * r, cy - 1.35 * r)
            hd = (x + f * 2.55 * r, cy - 1.3 * r)
            for a_, b_ in (((rx, cy), bb), ((rx, cy), st), (bb, st), (st, hd), (bb, hd)):
                d.line([a_, b_], fill=c, width=2)
            d.line([hd, (fx, cy)], fill=c, width=2)  # the fork
            d.line([st, (st[0] - f * 0.15 * r, st[1] - 0.35 * r)], fill=(60, 60, 64), width=2)
            d.polygon([(st[0] - f * 0.55 * r, st[1] - 0.45 * r), (st[0] + f * 0.3 * r, st[1] - 0.45 * r),
                       (st[0] + f * 0.2 * r, st[1] - 0.28 * r)], fill=(30, 28, 30))  # the saddle
            d.line([hd, (hd[0] - f * 0.1 * r, hd[1] - 0.4 * r)], fill=(60, 60, 64), width=2)
            d.line([(hd[0] - f * 0.1 * r, hd[1] - 0.4 * r), (hd[0] + f * 0.45 * r, hd[1] - 0.35 * r)], fill=(40, 40, 44), width=2)
            d.ellipse([bb[0] - 2.5, bb[1] - 2.5, bb[0] + 2.5, bb[1] + 2.5], outline=(60, 60, 64), width=1)  # the chainring
        base = 0.8 * PX
        x = 2.4 * PX + rng.uniform(8, 14)
        while True:  # bicycles parked in a row above the truck (clear of the top right corner), steel hoops between some
            r = rng.uniform(8.5, 10.0)
            if x + 4.1 * r > w - m - 24:
                break
            f = rng.choice((-1, 1))
            bike(x + r if f > 0 else x + 3.9 * r - r, base, r, rng.choice(frames), f)
            x += 3.9 * r + rng.uniform(3, 8)
            if rng.random() < 0.4 and x + 14 < w - m - 24:  # a rack's hoop
                d.arc([x, base - 24, x + 12, base - 12], 180, 360, fill=(170, 172, 180), width=2)
                d.line([x, base - 18, x, base], fill=(170, 172, 180), width=2)
                d.line([x + 12, base - 18, x + 12, base], fill=(170, 172, 180), width=2)
                x += 16
        pc, pb = rng.uniform(0.8, 0.95) * PX, 1.33 * PX  # above the cab: a penny-farthing
        R = 25
        c = rng.choice(frames[1:4])
        d.ellipse([pc - R, pb - 2 * R, pc + R, pb], outline=(26, 24, 26), width=3)
        for k in range(12):
            a = math.pi * k / 12
            d.line([pc - (R - 2) * math.cos(a), pb - R - (R - 2) * math.sin(a), pc + (R - 2) * math.cos(a), pb - R + (R - 2) * math.sin(a)],
                   fill=(176, 176, 182), width=1)
        sx_, sy_ = pc + 36, pb - 7  # its small trailing wheel
        d.ellipse([sx_ - 7, sy_ - 7, sx_ + 7, sy_ + 7], outline=(26, 24, 26), width=2)
        d.line([(pc, pb - R), (pc + 4, pb - 2 * R - 4)], fill=c, width=3)  # the fork and the curved backbone
        d.arc([pc - 6, pb - 2 * R - 6, sx_ + 4, pb + 2 * R - 30], 270, 345, fill=c, width=3)
        d.line([(sx_ - 2, sy_ - 12), (sx_, sy_)], fill=c, width=2)
        d.polygon([(pc - 4, pb - 2 * R - 8), (pc + 12, pb - 2 * R - 8), (pc + 8, pb - 2 * R - 4)], fill=(40, 30, 26))  # the saddle
        d.line([(pc - 8, pb - 2 * R - 2), (pc + 6, pb - 2 * R - 3)], fill=(40, 40, 44), width=2)  # the handlebar
        d.ellipse([pc - 2, pb - R - 2, pc + 2, pb - R + 2], fill=(90, 90, 96))
    elif kind == "icecream":  # an ice-cream parlour: cones of scoops, popsicles and soft serve in a row, a sundae glass above the cab
        flavours = (colour, (246, 236, 206), (150, 96, 66), (170, 214, 170), (250, 196, 140), (200, 170, 220), (120, 70, 50))
        sprinkle = ((230, 60, 80), (60, 140, 220), (250, 210, 60), (90, 180, 100), (250, 250, 250))

        def scoop(cx, cy, r, c):
            dark = tuple(int(0.8 * v) for v in c)
            d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=c, outline=dark)
            for k in range(3):  # the drips round its foot
                dx = (k - 1) * r * 0.6
                d.ellipse([cx + dx - 2, cy + r * 0.55, cx + dx + 2, cy + r * 0.55 + rng.uniform(4, 7)], fill=c)

        def cone(x, tip, c1, c2):  # a waffle cone, one or two scoops, sprinkles or a cherry
            top = tip - 15
            d.polygon([(x - 7, top), (x + 7, top), (x, tip)], fill=(222, 172, 100), outline=(160, 110, 52))
            for k in range(1, 4):  # its waffle lines
                d.line([x - 7 + 3.5 * k, top, x - 7 + 3.5 * k + 4, top + 8], fill=(170, 120, 60), width=1)
                d.line([x + 7 - 3.5 * k, top, x + 7 - 3.5 * k - 4, top + 8], fill=(170, 120, 60), width=1)
            scoop(x, top - 4, 7.5, c1)
            if c2 is not None:
                scoop(x, top - 14, 6.5, c2)
                for _ in range(6):
                    sx_, sy_ = x + rng.uniform(-5, 5), top - 14 + rng.uniform(-5, 2)
                    a = rng.uniform(0, math.pi)
                    d.line([sx_, sy_, sx_ + 2.5 * math.cos(a), sy_ + 2.5 * math.sin(a)], fill=rng.choice(sprinkle), width=1)
            else:
                d.ellipse([x - 2.5, top - 14, x + 2.5, top - 9], fill=(210, 30, 40))  # a cherry
                d.line([x, top - 13, x + 3, top - 18], fill=(90, 60, 30), width=1)

        def popsicle(x, y, c):  # an ice lolly with a bite out of its corner, on a wooden stick
            d.rectangle([x - 1.5, y + 20, x + 1.5, y + 30], fill=(226, 196, 140))
            d.rounded_rectangle([x - 7, y, x + 7, y + 21], radius=6, fill=c, outline=tuple(int(0.8 * v) for v in c))
            d.ellipse([x + 3, y - 3, x + 10, y + 4], fill=(248, 230, 214))  # the bite: the art's peach
            d.line([x - 3, y + 5, x - 3, y + 16], fill=tuple(min(255, v + 40) for v in c), width=1)

        def soft_serve(x, tip, c):  # a swirl of narrowing coils on a cone
            top = tip - 15
            d.polygon([(x - 7, top), (x + 7, top), (x, tip)], fill=(222, 172, 100), outline=(160, 110, 52))
            for k, (hw, hh) in enumerate(((9, 5), (7, 4.5), (5, 4), (2.5, 3.5))):
                y = top - 2 - 5 * k
                d.ellipse([x - hw, y - hh, x + hw, y + hh], fill=c, outline=tuple(int(0.85 * v) for v in c))
        tip = 0.8 * PX
        x = 2.4 * PX + rng.uniform(8, 14)
        while x < w - m - 24 - 14:  # a row above the truck (clear of the top right corner)
            u = rng.random()
            if u < 0.6:
                c1, c2 = rng.sample(flavours, 2)
                cone(x + 7, tip, c1, c2 if rng.random() < 0.6 else None)
            elif u < 0.8:
                popsicle(x + 7, tip - 32, rng.choice(((236, 80, 90), (250, 170, 60), (120, 200, 150), colour)))
            else:
                soft_serve(x + 7, tip, rng.choice(flavours[:3]))
            x += 14 + rng.uniform(7, 13)
        gx_, gb = rng.uniform(0.9, 1.05) * PX, 1.32 * PX  # above the cab: a sundae in a tulip glass, a wafer, a cherry, a spoon
        glass, rim = (214, 232, 238), (150, 176, 188)
        d.rectangle([gx_ - 14, gb - 3, gx_ + 14, gb], fill=glass, outline=rim)  # its foot and stem
        d.rectangle([gx_ - 2, gb - 12, gx_ + 2, gb - 3], fill=glass, outline=rim)
        d.polygon([(gx_ - 16, gb - 40), (gx_ + 16, gb - 40), (gx_ + 10, gb - 16), (gx_ + 4, gb - 12), (gx_ - 4, gb - 12), (gx_ - 10, gb - 16)],
                  fill=glass, outline=rim)
        for k, c in enumerate(rng.sample(flavours, 3)):  # layers of ice cream seen through the glass
            d.rectangle([gx_ - 13 + 2 * k, gb - 37 + 8 * k, gx_ + 13 - 2 * k, gb - 31 + 8 * k], fill=c)
        for cx, cy, c in ((gx_ - 9, gb - 44, flavours[1]), (gx_ + 9, gb - 44, colour), (gx_, gb - 50, flavours[2])):
            d.ellipse([cx - 9, cy - 8, cx + 9, cy + 8], fill=c, outline=tuple(int(0.8 * v) for v in c))
        d.ellipse([gx_ - 7, gb - 63, gx_ + 7, gb - 53], fill=(250, 248, 240), outline=(220, 214, 200))  # whipped cream and a cherry
        d.ellipse([gx_ - 3, gb - 68, gx_ + 3, gb - 62], fill=(210, 30, 40))
        d.line([gx_, gb - 67, gx_ + 4, gb - 73], fill=(90, 60, 30), width=1)
        d.polygon([(gx_ + 12, gb - 50), (gx_ + 16, gb - 52), (gx_ + 24, gb - 70), (gx_ + 20, gb - 70)], fill=(226, 186, 120),
                  outline=(170, 120, 60))  # a wafer
        d.line([gx_ - 14, gb - 46, gx_ - 26, gb - 72], fill=(186, 188, 196), width=2)  # a long spoon
        d.ellipse([gx_ - 30, gb - 76, gx_ - 23, gb - 70], fill=(186, 188, 196))
    elif kind == "bowling":  # a bowling alley: racks of pins and balls on a lane's edge, a strike above the cab
        pin_white, pin_line = (238, 236, 230), (150, 150, 156)
        profile = ((0, 2.6), (2, 4.2), (6, 5.2), (10, 4.8), (14, 2.9), (17, 2.1), (20, 2.7), (23, 3.1), (26, 2.2), (27.5, 0))

        def pin(x, base, s, a=0.0):  # a pin's profile turned by `a` degrees about its foot, two stripes round its neck
            ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))

            def at(u, v):  # u across, v up the pin
                return (x + s * (u * ca + v * sa), base - s * (v * ca - u * sa))
            pts = [at(hw, v) for v, hw in profile] + [at(-hw, v) for v, hw in reversed(profile)]
            d.polygon(pts, fill=pin_white, outline=pin_line)
            for v in (15.0, 17.6):
                d.line([at(-2.6, v), at(2.6, v)], fill=colour, width=max(1, int(1.6 * s)))

        balls = ((40, 70, 170), (150, 40, 60), (40, 130, 90), (110, 60, 150), (220, 120, 40), (30, 30, 34))

        def ball(x, y, r, c):  # three finger holes and a glint
            d.ellipse([x - r, y - r, x + r, y + r], fill=c, outline=tuple(int(0.6 * v) for v in c))
            d.ellipse([x - 0.55 * r, y - 0.6 * r, x - 0.15 * r, y - 0.2 * r], fill=tuple(min(255, v + 90) for v in c))
            for hx, hy in ((0.1, -0.15), (0.45, -0.2), (0.3, 0.2)):
                d.ellipse([x + hx * r - 1.8, y + hy * r - 1.8, x + hx * r + 1.8, y + hy * r + 1.8], fill=(8, 8, 10))
        lane_top = 0.66 * PX  # a polished lane's edge of maple boards along the foot of the band
        d.rectangle([2.3 * PX, lane_top, w - m - 2, 0.8 * PX], fill=(96, 74, 48))
        for bx_ in _frange(2.3 * PX + rng.uniform(0, 9), w - m - 2, 9):
            d.line([bx_, lane_top, bx_, 0.8 * PX], fill=(80, 60, 38), width=1)
        d.line([2.3 * PX, lane_top, w - m - 2, lane_top], fill=(150, 120, 80), width=1)
        x = 2.45 * PX + rng.uniform(2, 8)
        base = lane_top + 5
        while True:  # racks of pins (a back row peeping over a front row) and balls, clear of the top right corner
            if rng.random() < 0.65:
                n = rng.choice((2, 3, 3, 4))
                if x + 11 * n + 6 > w - m - 24:
                    break
                for k in range(n - 1):
                    pin(x + 11 + 11 * k, base - 5, 0.85)
                for k in range(n):
                    pin(x + 5 + 11 * k, base, 1.0)
                x += 11 * n + rng.uniform(8, 14)
            else:
                r = rng.uniform(8, 10)
                if x + 2 * r > w - m - 24:
                    break
                ball(x + r, base - r + 1, r, rng.choice(balls))
                x += 2 * r + rng.uniform(8, 14)
        sx_, sy_ = rng.uniform(1.1, 1.25) * PX, 1.22 * PX  # above the cab: a ball striking pins that fly apart
        for k in range(9):  # a burst where it strikes
            a = math.pi * (0.1 + 0.8 * k / 8)
            d.line([sx_ + 16 * math.cos(a), sy_ - 14 - 16 * math.sin(a), sx_ + 28 * math.cos(a), sy_ - 14 - 28 * math.sin(a)],
                   fill=(236, 214, 120), width=2)
        for dx, dy, a in ((-22, 2, -40), (-8, -12, -15), (10, -14, 25), (24, 0, 60), (2, 4, 0)):
            pin(sx_ + dx, sy_ + dy, 0.95, a)
        ball(sx_ - 34, sy_ - 8, 11, rng.choice(balls[:5]))
        d.line([sx_ - 60, sy_ - 4, sx_ - 48, sy_ - 6], fill=(140, 140, 150), width=2)  # its streak
        d.line([sx_ - 62, sy_ - 12, sx_ - 48, sy_ - 11], fill=(140, 140, 150), width=2)
    elif kind == "hats":  # a milliner's: hats of many kinds on a shelf across the band, a hatbox above the cab
        felts = ((30, 30, 34), (120, 120, 126), (226, 200, 130), (170, 50, 50), (40, 56, 100), (120, 80, 50), colour)
        shelf = 0.74 * PX
        d.rectangle([2.3 * PX, shelf, w - m - 2, 0.8 * PX], fill=(100, 70, 44), outline=(70, 48, 30))

        def band(x0, y0, x1, y1, c):
            d.rectangle([x0, y0, x1, y1], fill=c)

        def hat(which, x, c):  # x: the hat's centre; sitting on the shelf
            dark = tuple(int(0.7 * v) for v in c)
            ribbon = rng.choice(((200, 40, 50), (30, 30, 34), (236, 232, 220), (60, 110, 170)))
            if which == "top":  # a tall crown, a band, a brim
                d.rectangle([x - 8, shelf - 30, x + 8, shelf - 3], fill=c, outline=dark)
                d.ellipse([x - 8, shelf - 33, x + 8, shelf - 27], fill=tuple(min(255, v + 25) for v in c), outline=dark)
                band(x - 8, shelf - 9, x + 8, shelf - 5, ribbon)
                d.ellipse([x - 15, shelf - 5, x + 15, shelf + 1], fill=c, outline=dark)
            elif which == "bowler":  # a round dome, a band, a narrow curled brim
                d.chord([x - 10, shelf - 24, x + 10, shelf - 2], 180, 360, fill=c, outline=dark)
                band(x - 10, shelf - 15, x + 10, shelf - 12, ribbon)
                d.ellipse([x - 14, shelf - 16, x + 14, shelf - 9], outline=dark, width=2)
                d.rectangle([x - 10, shelf - 13, x + 10, shelf - 4], fill=c)
                d.ellipse([x - 14, shelf - 6, x + 14, shelf], fill=c, outline=dark)
            elif which == "boater":  # a flat straw crown with a striped ribbon, a wide flat brim
                d.ellipse([x - 17, shelf - 6, x + 17, shelf + 1], fill=c, outline=dark)
                d.rectangle([x - 10, shelf - 15, x + 10, shelf - 3], fill=c, outline=dark)
                d.ellipse([x - 10, shelf - 18, x + 10, shelf - 12], fill=c, outline=dark)
                for k in range(4):
                    band(x - 10 + 5 * k, shelf - 8, x - 6 + 5 * k, shelf - 4, ribbon if k % 2 == 0 else (236, 232, 220))
            elif which == "cloche":  # a bell crown pulled down into a turned-down brim, a flower
                d.chord([x - 11, shelf - 26, x + 11, shelf - 2], 180, 360, fill=c, outline=dark)
                d.polygon([(x - 11, shelf - 14), (x + 11, shelf - 14), (x + 15, shelf), (x - 15, shelf)], fill=c, outline=dark)
                d.ellipse([x + 3, shelf - 18, x + 10, shelf - 11], fill=ribbon)
                d.ellipse([x + 5.5, shelf - 15.5, x + 7.5, shelf - 13.5], fill=(250, 220, 90))
            else:  # a fedora: a pinched crown with a dent along its top, a band, a brim snapped down at the front
                d.polygon([(x - 10, shelf - 4), (x - 8, shelf - 22), (x - 2, shelf - 18), (x + 2, shelf - 18), (x + 8, shelf - 22),
                           (x + 10, shelf - 4)], fill=c, outline=dark)
                d.line([x, shelf - 17, x, shelf - 11], fill=dark, width=1)
                band(x - 9.5, shelf - 9, x + 9.5, shelf - 5, ribbon)
                d.polygon([(x - 18, shelf - 4), (x + 18, shelf - 6), (x + 16, shelf - 1), (x - 16, shelf)], fill=c, outline=dark)
        x = 2.45 * PX + rng.uniform(4, 10)
        while True:  # hats along the shelf, clear of the top right corner
            which = rng.choice(("top", "bowler", "boater", "cloche", "fedora"))
            half = {"top": 15, "bowler": 14, "boater": 17, "cloche": 15, "fedora": 18}[which]
            if x + 2 * half > w - m - 24:
                break
            c = rng.choice(felts[2:3] if which == "boater" else felts)
            hat(which, x + half, c)
            x += 2 * half + rng.uniform(4, 10)
        hx, hb = rng.uniform(0.95, 1.15) * PX, 1.3 * PX  # above the cab: a striped round hatbox, a ribbon bow, a hat with a feather
        d.rectangle([hx - 26, hb - 26, hx + 26, hb], fill=(236, 226, 206), outline=(120, 100, 80))
        for k in range(0, 52, 8):
            d.rectangle([hx - 26 + k, hb - 26, hx - 22 + k, hb], fill=colour)
        d.ellipse([hx - 26, hb - 5, hx + 26, hb + 5], fill=(236, 226, 206), outline=(120, 100, 80))
        d.ellipse([hx - 28, hb - 32, hx + 28, hb - 21], fill=(220, 210, 190), outline=(120, 100, 80))
        d.line([hx, hb - 27, hx, hb + 4], fill=(200, 40, 50), width=3)  # the ribbon and its bow
        d.polygon([(hx, hb - 14), (hx - 11, hb - 20), (hx - 11, hb - 8)], fill=(200, 40, 50))
        d.polygon([(hx, hb - 14), (hx + 11, hb - 20), (hx + 11, hb - 8)], fill=(200, 40, 50))
        d.chord([hx - 14, hb - 50, hx + 14, hb - 26], 180, 360, fill=(60, 90, 70), outline=(30, 50, 40))
        d.ellipse([hx - 24, hb - 34, hx + 24, hb - 26], fill=(60, 90, 70), outline=(30, 50, 40))
        d.ellipse([hx + 6, hb - 62, hx + 14, hb - 38], fill=(236, 200, 80), outline=(170, 130, 40))  # the feather
        d.line([hx + 10, hb - 60, hx + 9, hb - 36], fill=(170, 130, 40), width=1)
    elif kind == "stationery":  # a pencil case tipped out on graph paper: pencils, crayons, clips, a sharpener above the cab
        r_ = PX // 3
        for gx_ in _frange(m + 6, w - m, 8):  # the graph paper's faint grid (inside the rounded corners)
            y0, y1 = (m + r_, h - m - r_) if gx_ < m + r_ or gx_ > w - m - r_ else (m, h - m)
            d.line([gx_, y0, gx_, y1], fill=colour, width=1)
        for gy_ in _frange(m + 6, h - m, 8):
            x0, x1 = (m + r_, w - m - r_) if gy_ < m + r_ or gy_ > h - m - r_ else (m, w - m)
            d.line([x0, gy_, x1, gy_], fill=colour, width=1)
        leads = ((220, 50, 50), (240, 150, 40), (240, 210, 50), (70, 160, 80), (50, 110, 200), (120, 70, 170), (30, 30, 34), (150, 90, 50))
        base = 0.8 * PX

        def pencil(x, top, c, graphite):  # a hexagonal body lit on one facet, a sharpened wood cone and a tip
            body = (240, 196, 40) if graphite else c
            d.rectangle([x - 3.5, top + 9, x + 3.5, base], fill=body, outline=tuple(int(0.7 * v) for v in body))
            d.line([x - 1, top + 10, x - 1, base - 1], fill=tuple(min(255, v + 50) for v in body), width=1)
            d.polygon([(x - 3.5, top + 9), (x + 3.5, top + 9), (x, top)], fill=(226, 190, 140), outline=(170, 130, 90))
            d.polygon([(x - 1.3, top + 3.5), (x + 1.3, top + 3.5), (x, top)], fill=(50, 50, 54) if graphite else c)

        def crayon(x, top, c):  # a wax crayon, a paper wrapper with zigzag bands, a blunt cone
            d.rectangle([x - 4, top + 7, x + 4, base], fill=c)
            d.rectangle([x - 4, top + 13, x + 4, base - 4], fill=tuple(int(0.8 * v) for v in c), outline=(30, 30, 30))
            d.line([(x - 4, top + 16), (x - 1.3, top + 18), (x + 1.3, top + 16), (x + 4, top + 18)], fill=(20, 20, 20), width=1)
            d.polygon([(x - 4, top + 7), (x + 4, top + 7), (x + 1.5, top + 1), (x - 1.5, top + 1)], fill=c)

        def clip(x, y, c):  # a paper clip: three nested loops of wire
            d.rounded_rectangle([x, y, x + 7, y + 20], radius=3, outline=c, width=1)
            d.rounded_rectangle([x + 1.8, y + 3, x + 5.2, y + 17], radius=2, outline=c, width=1)
        x = 2.45 * PX + rng.uniform(2, 8)
        while True:  # a row of pencils, crayons and paper clips, clear of the top right corner
            u = rng.random()
            wide = 10 if u < 0.8 else 12
            if x + wide > w - m - 24:
                break
            if u < 0.55:
                pencil(x + 5, rng.uniform(m + 4, m + 14), rng.choice(leads), rng.random() < 0.25)
            elif u < 0.8:
                crayon(x + 5, rng.uniform(m + 12, m + 20), rng.choice(leads))
            else:
                clip(x + 2, rng.uniform(m + 12, m + 22), rng.choice(((150, 152, 160), (220, 60, 80), (60, 120, 200))))
            x += wide + rng.uniform(2, 6)
        sx_, sb = rng.uniform(0.9, 1.1) * PX, 1.3 * PX  # above the cab: a metal sharpener, a curly shaving, an eraser
        d.rectangle([sx_ - 14, sb - 20, sx_ + 14, sb], fill=(176, 180, 188), outline=(100, 104, 112))
        d.ellipse([sx_ - 6, sb - 15, sx_ + 6, sb - 3], fill=(60, 62, 68))
        d.line([sx_ - 13, sb - 18, sx_ + 13, sb - 18], fill=(220, 222, 228), width=1)
        d.polygon([(sx_ + 14, sb - 16), (sx_ + 18, sb - 14), (sx_ + 18, sb - 6), (sx_ + 14, sb - 4)], fill=(120, 124, 132))
        cx_, cy_ = sx_ + 4, sb - 38
        for k in range(3):  # the shaving: a scalloped ring of wood with a coloured edge
            rr = 15 - 4 * k
            d.arc([cx_ - rr, cy_ - rr, cx_ + rr, cy_ + rr], 20 + 40 * k, 330, fill=(226, 190, 140), width=4)
            d.arc([cx_ - rr - 2, cy_ - rr - 2, cx_ + rr + 2, cy_ + rr + 2], 20 + 40 * k, 330, fill=rng.choice(leads), width=1)
        ex = sx_ - 36  # the eraser, pink with a blue end
        d.polygon([(ex - 8, sb - 2), (ex + 12, sb - 8), (ex + 16, sb - 2), (ex - 4, sb + 4)], fill=(240, 150, 160), outline=(180, 100, 110))
        d.polygon([(ex - 8, sb - 2), (ex - 2, sb - 4), (ex + 2, sb + 2), (ex - 4, sb + 4)], fill=(70, 110, 190))
    elif kind == "camping":  # a campsite at night: tents in a row with a lit doorway, a campfire above the cab
        canvases = ((200, 80, 40), (50, 120, 90), (220, 170, 50), (60, 90, 160), (160, 60, 110), (120, 110, 80))
        ground = 0.78 * PX
        d.rectangle([2.3 * PX, ground, w - m - 2, ground + 3], fill=(26, 40, 30))  # a strip of dark grass along the foot of the band
        for gx_ in _frange(2.3 * PX + rng.uniform(0, 4), w - m - 4, 5):
            d.line([gx_, ground + 1, gx_ + rng.uniform(-2, 2), ground - rng.uniform(2, 5)], fill=(40, 66, 44), width=1)

        def tent(x, half, tall, c, lit):  # an A-frame tent: a ridge, a door with one flap pinned back, guy lines and pegs
            dark = tuple(int(0.55 * v) for v in c)
            d.line([x - half - 7, ground, x - 2, ground - tall + 2], fill=(150, 150, 140), width=1)  # guy lines
            d.line([x + half + 7, ground, x + 2, ground - tall + 2], fill=(150, 150, 140), width=1)
            d.polygon([(x - half, ground), (x, ground - tall), (x + half, ground)], fill=c, outline=dark)
            d.polygon([(x - 0.45 * half, ground), (x, ground - 0.72 * tall), (x + 0.45 * half, ground)],
                      fill=(250, 196, 90) if lit else (20, 22, 26))  # the doorway, lit from inside or dark
            d.polygon([(x, ground - 0.72 * tall), (x + 0.45 * half, ground), (x + 0.7 * half, ground - 2)], fill=dark)  # a flap pinned back
            d.line([x, ground - tall - 2, x, ground - tall + 3], fill=(200, 200, 190), width=1)  # the pole's tip
            for px_ in (x - half - 7, x + half + 7):
                d.line([px_, ground - 2, px_, ground + 2], fill=(190, 190, 180), width=1)
        x = 2.45 * PX + rng.uniform(4, 10)
        while True:  # tents of many colours along the band, clear of the top right corner
            half, tall = rng.uniform(13, 18), rng.uniform(22, 30)
            if x + 2 * half + 14 > w - m - 24:
                break
            tent(x + half + 7, half, tall, rng.choice(canvases), rng.random() < 0.5)
            x += 2 * half + 14 + rng.uniform(2, 8)
        fx, fb = rng.uniform(0.95, 1.15) * PX, 1.28 * PX  # above the cab: a campfire of crossed logs, flames, sparks, a marshmallow
        for a in (-1, 1):
            d.line([fx - 18 * a, fb + 2, fx + 18 * a, fb - 6], fill=(110, 70, 40), width=6)
            d.ellipse([fx + 18 * a - 3, fb - 9, fx + 18 * a + 3, fb - 3], fill=(190, 150, 100))  # a log's cut end
        for k, (fw, fh, fc) in enumerate(((15, 40, (220, 70, 30)), (10, 30, (246, 150, 40)), (5, 18, (252, 230, 120)))):
            d.polygon([(fx - fw, fb - 4), (fx - 0.6 * fw, fb - 0.55 * fh), (fx - 0.2 * fw, fb - 0.4 * fh), (fx, fb - fh),
                       (fx + 0.3 * fw, fb - 0.5 * fh), (fx + 0.7 * fw, fb - 0.65 * fh), (fx + fw, fb - 4)], fill=fc)
        for _ in range(7):  # sparks
            sx_, sy_ = fx + rng.uniform(-18, 18), fb - rng.uniform(44, 64)
            d.ellipse([sx_ - 1.2, sy_ - 1.2, sx_ + 1.2, sy_ + 1.2], fill=(252, 200, 90))
        d.line([fx + 40, fb - 6, fx + 12, fb - 30], fill=(150, 110, 70), width=2)  # a stick with a toasting marshmallow
        d.rounded_rectangle([fx + 8, fb - 38, fx + 17, fb - 28], radius=3, fill=(240, 226, 200), outline=(170, 120, 70))
        d.ellipse([fx - 44, fb - 14, fx - 30, fb], fill=(90, 110, 130), outline=(170, 190, 200))  # a tin mug beside it
        d.arc([fx - 34, fb - 11, fx - 26, fb - 3], 270, 90, fill=(170, 190, 200), width=2)
    elif kind == "trains":  # a toy train on a track across the band, a semaphore signal and a station clock above the cab
        rail = 0.78 * PX
        d.rectangle([2.3 * PX, rail - 1, w - m - 2, rail + 1], fill=(70, 70, 76))
        for sx_ in _frange(2.3 * PX + rng.uniform(0, 6), w - m - 4, 6):  # sleepers
            d.rectangle([sx_, rail + 1, sx_ + 3, rail + 4], fill=(110, 80, 56))
        paints = ((200, 50, 50), (40, 110, 70), (40, 70, 150), (230, 170, 40), (110, 60, 130), (30, 30, 34))

        def wheels(x0, x1, r=4):
            for cx_ in (x0 + r + 2, x1 - r - 2):
                d.ellipse([cx_ - r, rail - 2 * r, cx_ + r, rail], fill=(36, 36, 40), outline=(200, 200, 200))
                d.line([cx_ - r + 1, rail - r, cx_ + r - 1, rail - r], fill=(200, 200, 200), width=1)
        x = 2.45 * PX + rng.uniform(2, 6)
        c = rng.choice(paints)  # the locomotive: a boiler, a chimney with a puff of smoke, a cab with a window, a buffer beam
        d.rectangle([x + 2, rail - 22, x + 30, rail - 8], fill=c, outline=(24, 24, 28))
        d.rectangle([x + 30, rail - 30, x + 44, rail - 8], fill=c, outline=(24, 24, 28))
        d.rectangle([x + 28, rail - 33, x + 46, rail - 30], fill=(30, 30, 34))
        d.rectangle([x + 34, rail - 27, x + 41, rail - 20], fill=(236, 230, 190))
        d.rectangle([x + 7, rail - 30, x + 12, rail - 22], fill=(30, 30, 34))
        d.polygon([(x + 2, rail - 8), (x - 4, rail - 2), (x + 2, rail - 2)], fill=(190, 40, 40))  # a cowcatcher
        for k in range(3):
            d.ellipse([x + 10 + 7 * k, rail - 40 - 3 * k, x + 18 + 8 * k, rail - 33 - 3 * k], fill=(226, 228, 232))
        for k in range(3):
            d.ellipse([x + 6 + 12 * k, rail - 10, x + 16 + 12 * k, rail], fill=(36, 36, 40), outline=(220, 200, 120))
        x += 50
        while True:  # carriages with windows, open wagons of logs and round tank wagons, clear of the top right corner
            which, long_ = rng.choice(("coach", "coach", "wagon", "tank")), rng.uniform(30, 40)
            if x + long_ > w - m - 24:
                break
            c = rng.choice(paints)
            d.line([x - 4, rail - 6, x + 1, rail - 6], fill=(30, 30, 34), width=2)  # a coupling
            if which == "coach":
                d.rectangle([x, rail - 24, x + long_, rail - 6], fill=c, outline=(24, 24, 28))
                d.rectangle([x - 1, rail - 27, x + long_ + 1, rail - 24], fill=(60, 60, 66))
                for wx_ in _frange(x + 4, x + long_ - 6, 8):
                    d.rectangle([wx_, rail - 21, wx_ + 5, rail - 15], fill=(236, 230, 190))
            elif which == "wagon":
                d.rectangle([x, rail - 16, x + long_, rail - 6], fill=c, outline=(24, 24, 28))
                for k in range(3):
                    lx = x + 3 + k * (long_ - 6) / 3.0
                    d.ellipse([lx, rail - 21, lx + (long_ - 6) / 3.0, rail - 15], fill=(150, 100, 60), outline=(90, 60, 36))
            else:
                d.rounded_rectangle([x, rail - 20, x + long_, rail - 8], radius=6, fill=c, outline=(24, 24, 28))
                d.rectangle([x + long_ / 2 - 3, rail - 23, x + long_ / 2 + 3, rail - 20], fill=c, outline=(24, 24, 28))
                d.rectangle([x, rail - 8, x + long_, rail - 6], fill=(40, 40, 44))
            wheels(x, x + long_)
            x += long_ + 6
        gx_, gb = rng.uniform(0.8, 0.95) * PX, 1.32 * PX  # above the cab: a semaphore signal on its post
        d.rectangle([gx_ - 2, gb - 62, gx_ + 2, gb], fill=(236, 236, 230), outline=(60, 60, 66))
        d.polygon([(gx_ + 2, gb - 58), (gx_ + 30, gb - 64), (gx_ + 30, gb - 56), (gx_ + 2, gb - 50)], fill=(210, 40, 40), outline=(60, 20, 20))
        d.polygon([(gx_ + 22, gb - 62), (gx_ + 25, gb - 62.6), (gx_ + 25, gb - 55.4), (gx_ + 22, gb - 54.8)], fill=(246, 246, 240))
        d.ellipse([gx_ - 9, gb - 56, gx_ - 1, gb - 48], fill=(40, 200, 90), outline=(30, 30, 34))  # its lamp
        d.rectangle([gx_ - 8, gb - 3, gx_ + 8, gb], fill=(60, 60, 66))
        kx, ky = gx_ + 44, gb - 30  # a station clock on a bracket
        d.line([kx, ky - 22, kx, ky - 13], fill=(60, 60, 66), width=2)
        d.ellipse([kx - 13, ky - 13, kx + 13, ky + 13], fill=(246, 244, 236), outline=(40, 40, 46), width=2)
        for k in range(12):
            a = math.pi * k / 6
            d.line([kx + 9 * math.cos(a), ky + 9 * math.sin(a), kx + 11 * math.cos(a), ky + 11 * math.sin(a)], fill=(40, 40, 46))
        hh, mm_ = rng.uniform(0, 2 * math.pi), rng.uniform(0, 2 * math.pi)
        d.line([kx, ky, kx + 6 * math.sin(hh), ky - 6 * math.cos(hh)], fill=(30, 30, 34), width=2)
        d.line([kx, ky, kx + 10 * math.sin(mm_), ky - 10 * math.cos(mm_)], fill=(30, 30, 34), width=1)
    elif kind == "fungi":  # a woodland floor: mushrooms of many kinds in moss, a basket of them above the cab
        moss = 0.78 * PX
        d.rectangle([2.3 * PX, moss - 2, w - m - 2, moss + 3], fill=(120, 150, 70))  # a strip of moss along the foot of the band
        for k in _frange(2.3 * PX + rng.uniform(0, 3), w - m - 4, 3):
            d.ellipse([k, moss - 4, k + 3, moss - 1], fill=(96, 130, 56))

        def mushroom(x, which):
            if which == "agaric":  # fly agaric: a red cap with white warts, a white stem with a ring
                d.rectangle([x - 3, moss - 20, x + 3, moss], fill=(240, 236, 224), outline=(170, 160, 140))
                d.polygon([(x - 5, moss - 13), (x + 5, moss - 13), (x + 3, moss - 10), (x - 3, moss - 10)], fill=(232, 228, 214))
                d.chord([x - 13, moss - 32, x + 13, moss - 14], 180, 360, fill=colour, outline=(120, 20, 20))
                for ux, uy in ((-7, -25), (-1, -28), (5, -26), (9, -23), (-10, -23), (2, -24)):
                    d.ellipse([x + ux - 1.5, moss + uy - 1.5, x + ux + 1.5, moss + uy + 1.5], fill=(250, 248, 240))
                return 13
            if which == "porcini":  # a fat brown bun cap over a stout pale stem
                d.polygon([(x - 5, moss), (x - 6, moss - 12), (x + 6, moss - 12), (x + 5, moss)], fill=(226, 210, 170), outline=(150, 130, 90))
                d.chord([x - 12, moss - 28, x + 12, moss - 8], 180, 360, fill=(130, 80, 40), outline=(80, 46, 20))
                d.rectangle([x - 12, moss - 19, x + 12, moss - 17], fill=(210, 190, 130))
                return 12
            if which == "chanterelle":  # a yellow-orange funnel with gills running down it
                d.polygon([(x - 10, moss - 18), (x + 10, moss - 18), (x + 3, moss - 5), (x + 2, moss), (x - 2, moss), (x - 3, moss - 5)],
                          fill=(240, 170, 40), outline=(170, 110, 20))
                for gx_ in (-5, 0, 5):
                    d.line([x + gx_, moss - 17, x + gx_ * 0.3, moss - 6], fill=(200, 130, 30), width=1)
                d.ellipse([x - 10, moss - 20, x + 10, moss - 16], fill=(246, 190, 70), outline=(170, 110, 20))
                return 10
            if which == "parasol":  # a tall thin stem, a flat tan cap with brown scales
                d.rectangle([x - 1.5, moss - 34, x + 1.5, moss], fill=(214, 200, 170))
                d.chord([x - 16, moss - 44, x + 16, moss - 30], 180, 360, fill=(214, 190, 150), outline=(130, 100, 60))
                d.ellipse([x - 3, moss - 46, x + 3, moss - 41], fill=(120, 80, 46))
                for ux in (-10, -5, 5, 10):
                    d.ellipse([x + ux - 1.5, moss - 37, x + ux + 1.5, moss - 34], fill=(140, 100, 60))
                return 16
            d.rectangle([x - 2, moss - 14, x + 2, moss], fill=(236, 234, 226))  # an inkcap: a grey bell dripping black at its rim
            d.chord([x - 7, moss - 34, x + 7, moss - 6], 180, 360, fill=(160, 160, 156), outline=(80, 80, 80))
            d.rectangle([x - 7, moss - 20, x + 7, moss - 12], fill=(160, 160, 156), outline=(80, 80, 80))
            d.rectangle([x - 7, moss - 14, x + 7, moss - 12], fill=(30, 30, 34))
            return 7
        x = 2.45 * PX + rng.uniform(2, 8)
        while True:  # mushrooms along the moss, clear of the top right corner
            which = rng.choice(("agaric", "porcini", "chanterelle", "parasol", "inkcap"))
            half = {"agaric": 13, "porcini": 12, "chanterelle": 10, "parasol": 16, "inkcap": 7}[which]
            if x + 2 * half > w - m - 24:
                break
            mushroom(x + half, which)
            x += 2 * half + rng.uniform(3, 9)
        bx_, bb = rng.uniform(0.95, 1.12) * PX, 1.32 * PX  # above the cab: a wicker basket heaped with mushrooms
        for ux, c in ((-14, (130, 80, 40)), (-4, colour), (8, (240, 170, 40)), (16, (130, 80, 40))):
            d.chord([bx_ + ux - 10, bb - 36, bx_ + ux + 10, bb - 18], 180, 360, fill=c, outline=tuple(int(0.6 * v) for v in c))
        d.arc([bx_ - 24, bb - 62, bx_ + 24, bb - 10], 180, 360, fill=(150, 100, 50), width=3)  # the handle
        d.polygon([(bx_ - 28, bb - 26), (bx_ + 28, bb - 26), (bx_ + 22, bb), (bx_ - 22, bb)], fill=(200, 150, 80), outline=(120, 80, 36))
        for k in range(4):  # the weave: rows of short slanted strokes
            yy = bb - 22 + 6 * k
            for xx in _frange(bx_ - 24 + k, bx_ + 22 - k, 6):
                d.line([xx, yy, xx + 4, yy + 3], fill=(140, 96, 44), width=1)
        d.rectangle([bx_ - 29, bb - 28, bx_ + 29, bb - 25], fill=(170, 120, 60))
        d.ellipse([bx_ + 32, bb - 8, bx_ + 46, bb], fill=colour, outline=(120, 20, 20))  # a fallen cap beside it
        d.ellipse([bx_ + 36, bb - 6, bx_ + 39, bb - 4], fill=(250, 248, 240))
    elif kind == "snowmen":  # a snowy night: snowmen in a row on a snowbank, falling snow, a sledge above the cab
        scarves = ((214, 52, 60), (60, 130, 200), (240, 190, 50), (60, 160, 90), (170, 70, 160), (236, 120, 40))
        snow, shade_ = (236, 240, 248), (150, 166, 196)
        for _ in range(90):  # falling snow, clear of the two top corners (white on the plain card)
            x, y = rng.uniform(m + 2, w - m - 2), rng.uniform(m + 2, h - m - 2)
            if (x < m + 26 or x > w - m - 26) and y < m + 26:
                continue
            r = rng.uniform(0.8, 2.0)
            d.ellipse([x - r, y - r, x + r, y + r], fill=(226, 232, 244))
        bank = 0.78 * PX
        for k in _frange(2.3 * PX, w - m - 2, 14):  # a snowbank along the foot of the band
            d.ellipse([k - 3, bank - rng.uniform(3, 6), k + 17, bank + 6], fill=(222, 230, 242))

        def snowman(x, r, scarf, three, s):  # two or three balls, coal eyes and buttons, a carrot nose, a scarf, twig arms
            y1 = bank - r + 1
            r2 = 0.72 * r if three else 0.62 * r
            y2 = y1 - r - r2 + 2
            body = [(x, y1, r), (x, y2, r2)]
            if three:
                r3 = 0.5 * r
                body.append((x, y2 - r2 - r3 + 1.5, r3))
            mx, my, mr = body[1] if three else body[0]
            for side in (-1, 1):  # twig arms from the middle ball, forked at the end
                ax, ay = mx + side * (mr + 7), my - rng.uniform(3, 8)
                d.line([mx + side * (mr - 1), my, ax, ay], fill=(110, 80, 50), width=1)
                d.line([ax, ay, ax + side * 3, ay - 3], fill=(110, 80, 50), width=1)
                d.line([ax - side * 1, ay + 0.5, ax + side * 3, ay + 1.5], fill=(110, 80, 50), width=1)
            for bx_, by_, br in body:
                d.ellipse([bx_ - br, by_ - br, bx_ + br, by_ + br], fill=snow, outline=shade_)
                d.chord([bx_ - br + 1, by_ - br + 1, bx_ + br - 1, by_ + br - 1], 10, 110, fill=(214, 222, 238))  # its shaded side
            hx, hy, hr = body[-1]
            for ex in (-0.38, 0.38):
                d.ellipse([hx + ex * hr - 1.1, hy - 0.25 * hr - 1.1, hx + ex * hr + 1.1, hy - 0.25 * hr + 1.1], fill=(20, 20, 24))
            d.polygon([(hx, hy - 1.2), (hx + s * (hr + 4), hy + 0.4), (hx, hy + 1.4)], fill=(240, 130, 40))  # a carrot nose
            for k in range(3 if three else 2):  # coal buttons
                d.ellipse([mx - 1, my - 0.5 * mr + k * 0.5 * mr - 1, mx + 1, my - 0.5 * mr + k * 0.5 * mr + 1], fill=(20, 20, 24))
            ny = hy + hr - 0.5  # the scarf round the neck, one end hanging
            d.rectangle([hx - hr, ny - 1.5, hx + hr, ny + 1.5], fill=scarf, outline=tuple(int(0.6 * v) for v in scarf))
            d.rectangle([hx - s * 0.5 * hr - 1.5, ny, hx - s * 0.5 * hr + 1.5, ny + 7], fill=scarf, outline=tuple(int(0.6 * v) for v in scarf))
        x = 2.45 * PX + rng.uniform(2, 8)
        while True:  # snowmen along the bank, clear of the top right corner
            r, three = rng.uniform(7, 9), rng.random() < 0.7
            half = (0.72 if three else 0.62) * r + 9
            if x + 2 * half > w - m - 24:
                break
            snowman(x + half, r, rng.choice(scarves), three, rng.choice((-1, 1)))
            x += 2 * half + rng.uniform(2, 7)
        sx_, sb = rng.uniform(0.85, 1.0) * PX, 1.30 * PX  # above the cab: a wooden sledge on curled runners, mittens, snowballs
        d.line([sx_ - 30, sb - 2, sx_ + 24, sb - 2], fill=colour, width=2)
        d.arc([sx_ + 18, sb - 14, sx_ + 32, sb - 1], 270, 90, fill=colour, width=2)  # the runner's curl
        for k in (-22, -2, 16):
            d.line([sx_ + k, sb - 3, sx_ + k, sb - 9], fill=(120, 80, 46), width=2)
        d.rectangle([sx_ - 28, sb - 14, sx_ + 22, sb - 9], fill=(176, 116, 62), outline=(110, 70, 36))
        for k in _frange(sx_ - 20, sx_ + 22, 8):
            d.line([k, sb - 14, k, sb - 9], fill=(130, 84, 44), width=1)
        d.line([sx_ + 25, sb - 12, sx_ + 38, sb - 30], fill=(200, 180, 140), width=1)  # its rope, looped up
        d.arc([sx_ + 30, sb - 38, sx_ + 44, sb - 26], 0, 360, fill=(200, 180, 140))
        mit = rng.choice(scarves)
        for k, tilt_ in ((-18, -4), (-4, 3)):  # a pair of mittens on the seat, white cuffs
            d.rounded_rectangle([sx_ + k, sb - 28 + tilt_, sx_ + k + 10, sb - 16 + tilt_ * 0.3], radius=4, fill=mit,
                                outline=tuple(int(0.6 * v) for v in mit))
            d.ellipse([sx_ + k + 8, sb - 25 + tilt_, sx_ + k + 13, sb - 20 + tilt_], fill=mit, outline=tuple(int(0.6 * v) for v in mit))
            d.rectangle([sx_ + k, sb - 18, sx_ + k + 10, sb - 15], fill=snow)
        for row, n in enumerate((3, 2, 1)):  # a pyramid of snowballs
            for k in range(n):
                cx_, cy_ = sx_ + 44 + 4.5 * row + 9 * k, sb - 4.5 - 8 * row
                d.ellipse([cx_ - 4.5, cy_ - 4.5, cx_ + 4.5, cy_ + 4.5], fill=snow, outline=shade_)
    elif kind == "robots":  # toy robots standing on a shelf, a robot dog, a battery and a bolt above the cab
        paints = ((200, 60, 50), (60, 110, 190), (230, 190, 50), (170, 176, 184), (80, 160, 90), (150, 80, 170))
        shelf = 0.78 * PX
        d.rectangle([2.3 * PX, shelf - 1, w - m - 2, shelf + 4], fill=(120, 96, 70), outline=(70, 54, 40))  # a shelf plank
        ink, metal = (24, 28, 36), (190, 194, 200)

        def robot(x, which, c):
            dark = tuple(int(0.6 * v) for v in c)
            if which == "boxy":  # a square head with an antenna, a box body with a dial, legs and feet
                for lx in (-5, 2):
                    d.rectangle([x + lx, shelf - 9, x + lx + 3, shelf - 2], fill=metal, outline=ink)
                    d.rectangle([x + lx - 1, shelf - 3, x + lx + 4, shelf], fill=dark, outline=ink)
                for ax in (-11, 8):
                    d.rectangle([x + ax, shelf - 21, x + ax + 3, shelf - 12], fill=metal, outline=ink)
                d.rectangle([x - 8, shelf - 22, x + 8, shelf - 8], fill=c, outline=ink)
                d.ellipse([x - 5, shelf - 19, x + 1, shelf - 13], fill=(240, 240, 230), outline=ink)  # the dial
                d.line([x - 2, shelf - 16, x, shelf - 18.5], fill=(200, 40, 40))
                d.rectangle([x + 3, shelf - 19, x + 6, shelf - 17], fill=colour)
                d.rectangle([x + 3, shelf - 15, x + 6, shelf - 13], fill=(60, 200, 120))
                d.rectangle([x - 6, shelf - 31, x + 6, shelf - 22], fill=metal, outline=ink)
                d.rectangle([x - 4, shelf - 29, x - 1, shelf - 26], fill=colour)
                d.rectangle([x + 1, shelf - 29, x + 4, shelf - 26], fill=colour)
                for k in (-3, 0, 3):
                    d.line([x + k, shelf - 25, x + k, shelf - 23], fill=ink)
                d.line([x, shelf - 31, x, shelf - 35], fill=ink)
                d.ellipse([x - 1.5, shelf - 37.5, x + 1.5, shelf - 34.5], fill=(220, 50, 50))
                return 12
            if which == "dome":  # a glass dome with one eye on a drum body, on treads
                d.rounded_rectangle([x - 10, shelf - 6, x + 10, shelf], radius=3, fill=(50, 50, 56), outline=ink)
                for k in (-6, 0, 6):
                    d.ellipse([x + k - 2, shelf - 5, x + k + 2, shelf - 1], fill=(120, 120, 126))
                d.rectangle([x - 8, shelf - 19, x + 8, shelf - 6], fill=c, outline=ink)
                d.line([x - 8, shelf - 13, x + 8, shelf - 13], fill=dark)
                d.chord([x - 8, shelf - 29, x + 8, shelf - 11], 180, 360, fill=(170, 214, 230), outline=ink)
                d.ellipse([x - 2.5, shelf - 25, x + 2.5, shelf - 20], fill=colour, outline=ink)
                return 10
            if which == "tall":  # a round head with one big eye, a narrow body, long legs, claw hands
                for lx in (-4, 1):
                    d.rectangle([x + lx, shelf - 12, x + lx + 3, shelf], fill=metal, outline=ink)
                d.rectangle([x - 5, shelf - 26, x + 5, shelf - 12], fill=c, outline=ink)
                for side in (-1, 1):
                    hx = x + side * 10
                    d.line([x + side * 5, shelf - 23, hx, shelf - 17], fill=metal, width=2)
                    d.line([hx, shelf - 17, hx + side * 2, shelf - 13], fill=ink, width=1)  # the claw
                    d.line([hx, shelf - 17, hx - side * 1.5, shelf - 13], fill=ink, width=1)
                d.ellipse([x - 5, shelf - 35, x + 5, shelf - 25], fill=metal, outline=ink)
                d.ellipse([x - 2.5, shelf - 32.5, x + 2.5, shelf - 27.5], fill=colour, outline=ink)
                return 12
            if which == "windup":  # a tin wind-up robot: rivets, a visor slit, a key in its side
                d.rectangle([x - 7, shelf - 4, x - 2, shelf], fill=dark, outline=ink)
                d.rectangle([x + 2, shelf - 4, x + 7, shelf], fill=dark, outline=ink)
                d.rounded_rectangle([x - 8, shelf - 24, x + 8, shelf - 4], radius=4, fill=c, outline=ink)
                for k in (-5, 0, 5):
                    d.ellipse([x + k - 0.8, shelf - 22.8, x + k + 0.8, shelf - 21.2], fill=metal)
                    d.ellipse([x + k - 0.8, shelf - 7.8, x + k + 0.8, shelf - 6.2], fill=metal)
                d.rounded_rectangle([x - 6, shelf - 33, x + 6, shelf - 24], radius=3, fill=metal, outline=ink)
                d.rectangle([x - 4, shelf - 30, x + 4, shelf - 28], fill=(30, 30, 34))
                d.line([x + 8, shelf - 15, x + 12, shelf - 15], fill=ink, width=1)  # the key
                d.ellipse([x + 11, shelf - 20, x + 15, shelf - 15], fill=(200, 170, 70), outline=ink)
                d.ellipse([x + 11, shelf - 15, x + 15, shelf - 10], fill=(200, 170, 70), outline=ink)
                return 13
            d.ellipse([x - 4, shelf - 6, x + 4, shelf], fill=(50, 50, 56), outline=ink)  # a round robot on one wheel
            d.ellipse([x - 9, shelf - 22, x + 9, shelf - 4], fill=c, outline=ink)
            d.ellipse([x - 4, shelf - 17, x + 4, shelf - 9], fill=(250, 240, 180), outline=ink)  # its lamp eye
            d.ellipse([x - 1.5, shelf - 14.5, x + 1.5, shelf - 11.5], fill=ink)
            d.line([x + 3, shelf - 21, x + 6, shelf - 27], fill=ink)
            d.ellipse([x + 5, shelf - 29, x + 8, shelf - 26], fill=colour)
            return 10
        x = 2.45 * PX + rng.uniform(2, 8)
        while True:  # robots along the shelf, clear of the top right corner
            which = rng.choice(("boxy", "dome", "tall", "windup", "ball"))
            half = {"boxy": 12, "dome": 10, "tall": 12, "windup": 13, "ball": 10}[which]
            if x + 2 * half > w - m - 24:
                break
            robot(x + half, which, rng.choice(paints))
            x += 2 * half + rng.uniform(2, 7)
        gx_, gb = rng.uniform(0.78, 0.92) * PX, 1.32 * PX  # above the cab: a robot dog, a battery and a lightning bolt
        for k in (-14, -8, 2, 8):
            d.rectangle([gx_ + k, gb - 9, gx_ + k + 3, gb], fill=metal, outline=ink)
        d.rounded_rectangle([gx_ - 16, gb - 19, gx_ + 12, gb - 8], radius=3, fill=(200, 60, 50), outline=ink)
        d.line([gx_ - 16, gb - 17, gx_ - 22, gb - 27], fill=ink, width=1)  # an antenna tail
        d.ellipse([gx_ - 24.5, gb - 30, gx_ - 20.5, gb - 26], fill=colour)
        d.rectangle([gx_ + 9, gb - 28, gx_ + 22, gb - 16], fill=metal, outline=ink)
        d.polygon([(gx_ + 10, gb - 28), (gx_ + 13, gb - 34), (gx_ + 15, gb - 28)], fill=(200, 60, 50), outline=ink)
        d.rectangle([gx_ + 16, gb - 25, gx_ + 19, gb - 22], fill=colour)
        d.line([gx_ + 15, gb - 19, gx_ + 21, gb - 19], fill=ink)
        bx_ = gx_ + 30  # an AA battery lying, copper top, a plus sign
        d.rounded_rectangle([bx_, gb - 9, bx_ + 30, gb], radius=2, fill=(30, 30, 34), outline=ink)
        d.rectangle([bx_ + 20, gb - 9, bx_ + 30, gb], fill=(200, 120, 60), outline=ink)
        d.rectangle([bx_ + 30, gb - 6, bx_ + 32, gb - 3], fill=metal)
        d.line([bx_ + 23, gb - 4.5, bx_ + 27, gb - 4.5], fill=(30, 30, 34))
        d.line([bx_ + 25, gb - 6.5, bx_ + 25, gb - 2.5], fill=(30, 30, 34))
        d.polygon([(bx_ + 16, gb - 44), (bx_ + 8, gb - 28), (bx_ + 14, gb - 28), (bx_ + 10, gb - 14),
                   (bx_ + 22, gb - 33), (bx_ + 16, gb - 33), (bx_ + 22, gb - 44)], fill=colour, outline=ink)  # a lightning bolt
    elif kind == "farm":  # a farmyard: a fence, sheep, cows, pigs and hens on grass, a red barn above the cab
        grass = 0.78 * PX
        d.rectangle([2.3 * PX, grass - 2, w - m - 2, grass + 3], fill=(120, 170, 80))
        rail, wood_ = (238, 236, 228), (150, 140, 120)
        for px_ in _frange(2.35 * PX, w - m - 26, 22):  # a white fence behind the animals
            d.rectangle([px_, grass - 24, px_ + 3, grass - 1], fill=rail, outline=wood_)
        for ry in (grass - 20, grass - 11):
            d.rectangle([2.3 * PX, ry, w - m - 24, ry + 2], fill=rail, outline=wood_)
        ink = (40, 36, 30)

        def animal(x, which, s):  # facing s (+1 right, -1 left)
            if which == "sheep":  # a woolly cloud of a body, a black face and legs
                for k in (-7, -2, 3, 8):
                    d.line([x + k * 0.8, grass - 8, x + k * 0.8, grass - 1], fill=(30, 30, 30), width=2)
                for cx_, cy_ in ((-7, -12), (-2, -15), (3, -14), (6, -10), (-4, -9), (1, -9)):
                    d.ellipse([x + s * cx_ - 5, grass + cy_ - 5, x + s * cx_ + 5, grass + cy_ + 5], fill=(244, 244, 238), outline=(176, 176, 168))
                d.ellipse([x + s * 12 - 4, grass - 20, x + s * 12 + 4, grass - 12], fill=(34, 32, 30))
                d.ellipse([x + s * 9 - 2, grass - 20, x + s * 9 + 1, grass - 17], fill=(34, 32, 30))  # an ear
                return 16
            if which == "cow":  # white with black patches, a pink muzzle, small horns, an udder, a tufted tail
                for k in (-11, -7, 4, 8):
                    d.rectangle([x + s * k - 1.5, grass - 10, x + s * k + 1.5, grass - 1], fill=(246, 244, 238), outline=ink)
                d.ellipse([x - s * 1 - 3, grass - 11, x - s * 1 + 3, grass - 7], fill=(240, 170, 180))
                d.rounded_rectangle([x - 14, grass - 22, x + 12, grass - 9], radius=4, fill=(246, 244, 238), outline=ink)
                for cx_, cy_, rx, ry in ((-7, -17, 4, 3), (3, -14, 3.5, 3), (8, -19, 2.5, 2)):
                    d.ellipse([x + s * cx_ - rx, grass + cy_ - ry, x + s * cx_ + rx, grass + cy_ + ry], fill=(30, 30, 30))
                hx = x + s * 16
                d.rounded_rectangle([hx - 4, grass - 27, hx + 4, grass - 15], radius=3, fill=(246, 244, 238), outline=ink)
                d.ellipse([hx - 4, grass - 19, hx + 4, grass - 14], fill=(240, 170, 180), outline=ink)
                d.line([hx - 3, grass - 27, hx - 5, grass - 30], fill=(220, 210, 180), width=1)
                d.line([hx + 3, grass - 27, hx + 5, grass - 30], fill=(220, 210, 180), width=1)
                d.ellipse([hx - 2, grass - 25, hx, grass - 23], fill=ink)
                tx = x - s * 14
                d.line([tx, grass - 20, tx - s * 3, grass - 11], fill=ink, width=1)
                d.ellipse([tx - s * 3 - 1.5, grass - 12, tx - s * 3 + 1.5, grass - 8], fill=(30, 30, 30))
                return 21
            if which == "pig":  # a round pink body, a snout, an ear, a curly tail
                for k in (-7, -3, 3, 7):
                    d.rectangle([x + s * k - 1.5, grass - 7, x + s * k + 1.5, grass - 1], fill=(226, 150, 156), outline=(170, 100, 110))
                d.ellipse([x - 12, grass - 19, x + 12, grass - 5], fill=(244, 176, 180), outline=(180, 110, 120))
                hx = x + s * 12
                d.ellipse([hx - 5, grass - 20, hx + 5, grass - 9], fill=(244, 176, 180), outline=(180, 110, 120))
                d.ellipse([hx + s * 4 - 2.5, grass - 17, hx + s * 4 + 2.5, grass - 12], fill=(230, 140, 150), outline=(180, 110, 120))
                d.polygon([(hx - s * 2, grass - 19), (hx - s * 4, grass - 24), (hx + s * 1, grass - 20)], fill=(230, 150, 160), outline=(180, 110, 120))
                d.ellipse([hx + s * 1 - 1, grass - 17, hx + s * 1 + 1, grass - 15], fill=ink)
                tx = x - s * 12
                d.arc([tx - s * 3 - 2.5, grass - 17, tx - s * 3 + 2.5, grass - 12], 0, 300, fill=(180, 110, 120))
                return 18
            body = rng.choice(((170, 100, 50), (246, 244, 236), (120, 70, 40)))  # a hen: a comb, a beak, a tail, yellow legs
            d.line([x - 2, grass - 6, x - 2, grass - 1], fill=(230, 170, 40))
            d.line([x + 2, grass - 6, x + 2, grass - 1], fill=(230, 170, 40))
            d.polygon([(x - s * 5, grass - 11), (x - s * 9, grass - 19), (x - s * 2, grass - 12)], fill=body, outline=ink)
            d.ellipse([x - 6, grass - 14, x + 6, grass - 4], fill=body, outline=ink)
            d.ellipse([x + s * 5 - 3, grass - 19, x + s * 5 + 3, grass - 13], fill=body, outline=ink)
            d.polygon([(x + s * 4, grass - 19), (x + s * 5, grass - 22), (x + s * 7, grass - 19)], fill=(220, 40, 40))
            d.polygon([(x + s * 8, grass - 17), (x + s * 11, grass - 16), (x + s * 8, grass - 15)], fill=(236, 180, 40))
            return 10
        x = 2.45 * PX + rng.uniform(2, 8)
        while True:  # animals along the grass, clear of the top right corner
            which = rng.choice(("sheep", "cow", "pig", "hen"))
            half = {"sheep": 16, "cow": 21, "pig": 18, "hen": 10}[which]
            if x + 2 * half > w - m - 24:
                break
            animal(x + half, which, rng.choice((-1, 1)))
            x += 2 * half + rng.uniform(1, 6)
        bx_, bb = rng.uniform(0.78, 0.9) * PX, 1.32 * PX  # above the cab: a red gambrel barn, a weathervane, a hay bale
        d.rectangle([bx_ - 22, bb - 30, bx_ + 22, bb], fill=colour, outline=ink)
        d.polygon([(bx_ - 26, bb - 29), (bx_ - 18, bb - 43), (bx_, bb - 50), (bx_ + 18, bb - 43), (bx_ + 26, bb - 29)],
                  fill=(96, 70, 66), outline=(244, 242, 236))
        d.rectangle([bx_ - 5, bb - 40, bx_ + 5, bb - 32], fill=(240, 200, 90), outline=(244, 242, 236))  # the hayloft
        d.rectangle([bx_ - 12, bb - 20, bx_ + 12, bb], fill=colour, outline=(244, 242, 236), width=2)  # X-braced doors
        d.line([bx_, bb - 20, bx_, bb], fill=(244, 242, 236), width=2)
        for dx_ in (-12, 0):
            d.line([bx_ + dx_, bb - 20, bx_ + dx_ + 12, bb], fill=(244, 242, 236), width=1)
            d.line([bx_ + dx_, bb, bx_ + dx_ + 12, bb - 20], fill=(244, 242, 236), width=1)
        d.line([bx_, bb - 50, bx_, bb - 58], fill=ink)  # a weathervane
        d.polygon([(bx_ - 7, bb - 56), (bx_ + 5, bb - 56), (bx_ + 5, bb - 58), (bx_ + 8, bb - 55.5), (bx_ + 5, bb - 53),
                   (bx_ + 5, bb - 55), (bx_ - 7, bb - 55)], fill=ink)
        hx, hy = bx_ + 38, bb - 10  # a round hay bale, its rolled end
        d.ellipse([hx - 10, hy - 10, hx + 10, hy + 10], fill=(230, 200, 110), outline=(170, 140, 60))
        for r in (7, 4):
            d.arc([hx - r, hy - r, hx + r, hy + r], 20, 330, fill=(190, 160, 70))
    elif kind == "motif_grid":  # round card-r5: stars, crosses or foils on a lattice, in 2-3 colours
        colours = [colour] + [tuple(rng.randrange(0, 256) for _ in range(3)) for _ in range(rng.randrange(0, 3))]
        step = rng.uniform(0.35, 1.0) * PX
        shape, n = rng.choice(("star", "cross", "foil", "polygon")), rng.choice((4, 5, 6, 8))
        r = step * rng.uniform(0.25, 0.45)
        offset = rng.random() < 0.5  # alternate rows shifted half a step
        for j, y in enumerate(_frange(m, h - m + step, step)):
            for i, x in enumerate(_frange(m + (step / 2 if j % 2 and offset else 0), w - m + step, step)):
                c = colours[(i + j) % len(colours)]
                if shape == "cross":
                    t = r * 0.35
                    d.rectangle([x - r, y - t, x + r, y + t], fill=c)
                    d.rectangle([x - t, y - r, x + t, y + r], fill=c)
                elif shape == "foil":
                    for k in range(n):
                        a = 2 * math.pi * k / n
                        d.ellipse([x + r * 0.5 * math.cos(a) - r * 0.5, y + r * 0.5 * math.sin(a) - r * 0.5,
                                   x + r * 0.5 * math.cos(a) + r * 0.5, y + r * 0.5 * math.sin(a) + r * 0.5], fill=c)
                else:
                    k = 2 * n if shape == "star" else n
                    d.polygon([(x + r * (1 if q % 2 == 0 or shape != "star" else 0.45) * math.cos(math.pi * q / (k / 2)),
                                y + r * (1 if q % 2 == 0 or shape != "star" else 0.45) * math.sin(math.pi * q / (k / 2)))
                               for q in range(k)], fill=c)
    elif kind == "stitch_grid":  # round card-r5: a random mirrored motif of x stitches, repeated, on a fine grid
        s = rng.choice((5, 6, 7, 8))
        colours = [colour] + [tuple(rng.randrange(0, 256) for _ in range(3)) for _ in range(rng.randrange(1, 3))]
        half = [[rng.randrange(-2, len(colours)) for _ in range(4)] for _ in range(4)]
        cell = [row + row[::-1] for row in half]
        cell = cell + cell[::-1]
        for y0 in range(m, h - m, 8 * s + s):
            for x0 in range(m, w - m, 8 * s + s):
                for r_, row in enumerate(cell):
                    for c_, k in enumerate(row):
                        if k >= 0:
                            x, y = x0 + c_ * s, y0 + r_ * s
                            d.line([x, y, x + s - 1, y + s - 1], fill=colours[k], width=2)
                            d.line([x + s - 1, y, x, y + s - 1], fill=colours[k], width=2)
    elif kind == "trellis":  # round card-r5: a diagonal lattice of lines with a dot in each opening
        step = rng.uniform(0.4, 1.0) * PX
        lw = max(2, int(step * rng.uniform(0.05, 0.15)))
        for x in _frange(-h, w + h, step):
            d.line([x, 0, x + h, h], fill=colour, width=lw)
            d.line([x, h, x + h, 0], fill=colour, width=lw)
        dot = tuple(rng.randrange(0, 256) for _ in range(3))
        for y in _frange(0, h, step):
            for x in _frange(step / 2 * (int(y / step + 0.5) % 2), w, step):
                r = step * 0.12
                d.ellipse([x - r, y + step / 2 - r, x + r, y + step / 2 + r], fill=dot)
    elif kind == "plain" or colour is None:
        pass
    else:
        for _ in range(6):
            x, y = rng.uniform(m, w - m), rng.uniform(m, 1.2 * PX)
            d.ellipse([x - 40, y - 14, x + 40, y + 14], fill=colour)
    d.rectangle([0, 0, w, m], fill=CARD_WHITE)
    d.rectangle([0, h - m, w, h], fill=CARD_WHITE)
    d.rectangle([0, 0, m, h], fill=CARD_WHITE)
    d.rectangle([w - m, 0, w, h], fill=CARD_WHITE)


def _frange(lo, hi, step):
    while lo < hi:
        yield lo
        lo += step


def _font(size):
    try:
        return ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", size)
    except OSError:
        return ImageFont.load_default()


def random_card(rng, card_id):
    """A random card: mask within 3 x 5 (connected-ish, at least 3 cells) with 1-4 layers."""
    layers = rng.choice([1, 1, 2, 2, 3, 4])
    rows = rng.choice([2, 3, 3])
    cols = rng.choice([3, 4, 5, 5])
    while True:
        grid = ["".join("#" if rng.random() < 0.85 else "." for _ in range(cols)) for _ in range(rows)]
        if all("#" in row for row in grid) and all(any(row[c] == "#" for row in grid) for c in range(cols)):
            if _asymmetric(grid) or rng.random() < 0.3:
                break
    if layers >= 3:  # higher trucks never use the full 15 cells
        if rows * cols == 15 and all(ch == "#" for row in grid for ch in row):
            grid[0] = "." + grid[0][1:]
    return {"id": card_id, "layers": layers, "grid": grid}


def _asymmetric(grid):
    rotated = [row[::-1] for row in grid[::-1]]
    return rotated != grid
