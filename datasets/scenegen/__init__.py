"""Scene renderer for Packmate datasets: Python writes POV-Ray 3.7 scenes, renders them and
writes exact ground truth by projecting the scene's 3-D points through the same camera.

Units are centimetres. World: table plane y = 0, y up (POV-Ray convention). Objects are
plain dicts/objects with a ``pov()`` method appended to ``Scene.objects``; any module (dice,
calibration mat, ...) can add its own.
"""
