"""Reads every labelled die with the trained classifier from a crop at its TRUE centre, to
separate reading errors from finding errors. Usage (from the repository root):
  /usr/bin/python3 vision/training/dice/check_classifier.py datasets/dice/test ../shared/datasets/dice-real-dev/valid"""
import os
import sys, cv2, numpy as np, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dice_crops import crop, labelled_dice, images_in
net=cv2.dnn.readNetFromONNX('vision/models/dice_faces.onnx')
for folder in sys.argv[1:]:
    ok=n=0; conf=collections.Counter()
    for p in images_in([folder]):
        im=cv2.imread(p); d=labelled_dice(p,im.shape)
        if not d: continue
        crops=[crop(im,cx,cy,s) for v,cx,cy,s in d]
        net.setInput(cv2.dnn.blobFromImages(crops,1/255.)); out=net.forward()
        for (v,_,_,_),o in zip(d,out):
            n+=1; ok+=int(o.argmax()==v)
            if o.argmax()!=v: conf[(v,int(o.argmax()))]+=1
    print(folder, ok, n, round(ok/n,4), conf.most_common(8))
