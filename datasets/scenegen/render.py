"""Runs POV-Ray on a scene file (quiet, no display, modest antialiasing)."""
import subprocess


def render_pov(pov_path, png_path, width, height, antialias=0.3):
    cmd = ["povray", "+I" + str(pov_path), "+O" + str(png_path), "+W%d" % width, "+H%d" % height,
           "+FN", "-D", "-V", "-GA", "+WT1"]
    if antialias:
        cmd += ["+A%.2f" % antialias, "+AM2", "+R1"]
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("povray failed: " + result.stderr[-2000:])
