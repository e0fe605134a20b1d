"""A scene: camera, lighting, table and a list of objects with a pov() method. Any module
(card, sticks, dice, calibration mat) appends to `objects`; `render()` writes NAME.jpg."""
import tempfile
from pathlib import Path

from .postfx import degrade
from .render import render_pov


class Scene:
    def __init__(self, camera, lighting, table):
        self.camera, self.lighting, self.table = camera, lighting, table
        self.objects = []

    def pov(self):
        return self.camera.pov() + self.lighting.pov() + self.table.pov() + "".join(o.pov() for o in self.objects)

    def render(self, jpg_path, rng, antialias=0.3, keep_pov=False):
        """Renders with POV-Ray, degrades like a camera and returns the post-effects applied."""
        with tempfile.TemporaryDirectory() as tmp:
            pov, png = Path(tmp) / "scene.pov", Path(tmp) / "scene.png"
            pov.write_text(self.pov())
            render_pov(pov, png, self.camera.width, self.camera.height_px, antialias)
            if keep_pov:
                Path(str(jpg_path) + ".pov").write_text(self.pov())
            return degrade(png, jpg_path, rng)

    def conditions(self):
        out = {}
        out.update(self.camera.conditions())
        out.update(self.lighting.conditions())
        out.update(self.table.conditions())
        return out
