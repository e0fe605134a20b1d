"""Any PNG laid flat on the table (the card face, a calibration mat, ...). The image's top-left
corner sits at `origin` (x, z on the table), its top edge runs along `yaw_deg`; `size` is
(width, depth) in cm. `corner_points()` gives the image corners in world coordinates."""
import math


class FlatImage:
    def __init__(self, png_path, origin, yaw_deg, size, thickness=0.03, finish="diffuse 0.8 specular 0.03"):
        self.png_path, self.origin, self.yaw_deg = str(png_path), origin, yaw_deg
        self.size, self.thickness, self.finish = size, thickness, finish

    def to_world(self, u, v, up=0.0):
        """Point of the image frame (u right, v down, in cm; up above the table) -> world."""
        a = math.radians(self.yaw_deg)
        c, s = math.cos(a), math.sin(a)
        return (self.origin[0] + c * u - s * v, up, self.origin[1] + s * u + c * v)

    def corner_points(self):
        w, d = self.size
        t = self.thickness
        return [self.to_world(0, 0, t), self.to_world(w, 0, t), self.to_world(w, d, t), self.to_world(0, d, t)]

    def pov(self):
        w, d = self.size
        a = math.radians(self.yaw_deg)
        c, s = math.cos(a), math.sin(a)
        # Pattern space (a, b) of image_map -> frame (u = a*w, v = (1-b)*d): the image's top row at v = 0.
        pattern = "matrix <%f,0,0, 0,0,%f, 0,1,0, 0,0,%f>" % (w, -d, d)
        pose = "matrix <%f,0,%f, 0,1,0, %f,0,%f, %f,0,%f>" % (c, s, -s, c, self.origin[0], self.origin[1])
        return (
            "box { <0,0,0>, <%f,%f,%f> texture { pigment { image_map { png \"%s\" once interpolate 2 } %s }"
            " finish { %s } } %s }\n" % (w, self.thickness, d, self.png_path, pattern, self.finish, pose)
        )
