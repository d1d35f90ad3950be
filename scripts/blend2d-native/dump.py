# Writes raster_peers.py's geometry for the native Blend2D driver: one file per array, float64.
#   python dump.py PEERS_DIR OUT_DIR   (PEERS_DIR: ../shared/peers, with raster_peers.py)
import sys
import numpy as np
sys.path.insert(0, sys.argv[1])
import raster_peers as rp
g = rp.make_geometry()
for k in ["s1", "s2", "s3", "s4", "s5", "s6", "s4grad"]:
    np.ascontiguousarray(g[k], dtype=np.float64).tofile(f"{sys.argv[2]}/{k}.f64")
