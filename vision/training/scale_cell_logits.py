"""scale_cell_logits.py IN.onnx T OUT.onnx: divides the cell network's logits by T (the last
convolution's weights and bias), i.e. softens its confidences by a temperature T on top of the
one its training folded in. The graph, inputs and outputs stay as they are, and so do the
classes it reads (argmax); only the confidence, and so which cells are unsure (< 0.8,
CellClassifierConfig::unsureBelow), changes. Debian python3-onnx python3-numpy.
Used for the cells-v6 network (train_cell_net.py's docstring): T = 1.3."""
import sys

import onnx
import onnx.numpy_helper as nh


def main():
    src, t, dst = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    model = onnx.load(src)
    last = [n for n in model.graph.node if n.op_type == "Conv"][-1]
    for init in model.graph.initializer:
        if init.name in last.input[1:]:
            init.CopyFrom(nh.from_array(nh.to_array(init) / t, init.name))
    onnx.save(model, dst)
    print("wrote", dst)


if __name__ == "__main__":
    main()
