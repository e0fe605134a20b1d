"""Camera-like degradations: defocus blur, sensor noise, JPEG."""
import cv2
import numpy as np


def degrade(png_path, jpg_path, rng, quality=80):
    img = cv2.imread(str(png_path)).astype(np.float32)
    sigma = rng.uniform(0.0, 1.2)
    if sigma > 0.3:
        img = cv2.GaussianBlur(img, (0, 0), sigma)
    noise = rng.uniform(1.0, 6.0)
    np_rng = np.random.default_rng(rng.randrange(1 << 30))
    img = img + np_rng.normal(0.0, noise, img.shape).astype(np.float32)
    img = np.clip(img, 0, 255).astype(np.uint8)
    cv2.imwrite(str(jpg_path), img, [cv2.IMWRITE_JPEG_QUALITY, quality])
    return {"blur_sigma": round(sigma, 2), "noise_sigma": round(noise, 2), "jpeg_quality": quality}
