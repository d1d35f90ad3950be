// Native Blend2D (the blend2d-python wheel's libblend2d.a, headers of the matching release)
// drawing raster_peers.py's scenes as its Blend2DPy class does, at thread_count T (0 = sync,
// 2 = the caller and one worker). Per render: clearAll + flush (untimed), then the draw and a
// synchronous flush (timed). Prints "SCENE T median min" in ms.
// usage: b2d_native DIR SCENE T RUNS [out.raw]
#include <blend2d.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
static std::vector<double> load(const std::string& p) {
  FILE* f = fopen(p.c_str(), "rb"); if (!f) { perror(p.c_str()); exit(1); }
  fseek(f, 0, SEEK_END); long n = ftell(f) / 8; fseek(f, 0, SEEK_SET);
  std::vector<double> v(n); if (fread(v.data(), 8, n, f) != (size_t)n) exit(1); fclose(f); return v;
}
static BLPath poly(const std::vector<double>& a, bool close) {
  BLPath p; p.moveTo(a[0], a[1]);
  for (size_t i = 2; i + 1 < a.size(); i += 2) p.lineTo(a[i], a[i + 1]);
  if (close) p.close();
  return p;
}
int main(int argc, char** argv) {
  if (argc < 5) { fprintf(stderr, "usage: b2d_native DIR SCENE T RUNS [out.raw]\n"); return 2; }
  std::string dir = argv[1], scene = argv[2]; int T = atoi(argv[3]), runs = atoi(argv[4]);
  const int W = 1920, H = 1080;
  BLImage img(W, H, BL_FORMAT_PRGB32);
  BLContextCreateInfo ci{}; ci.threadCount = T;
  BLContext ctx(img, ci);
  BLRgba32 col(31, 119, 180, 255);
  BLPath path; bool stroke = true; double width = 1; BLStrokeJoin join = BL_STROKE_JOIN_MITER_BEVEL;
  BLGradient grad; bool useGrad = false;
  if (scene == "S1" || scene == "S2" || scene == "S3") {
    path = poly(load(dir + "/s" + scene.substr(1) + ".f64"), false);
    if (scene == "S2") { width = 2; join = BL_STROKE_JOIN_ROUND; }
  } else if (scene == "S4a" || scene == "S4b") {
    path = poly(load(dir + "/s4.f64"), true); stroke = false;
    if (scene == "S4b") {
      auto g = load(dir + "/s4grad.f64");
      grad = BLGradient(BLLinearGradientValues(0, g[0], 0, g[1]));
      grad.addStop(0.0, BLRgba32(31, 119, 180, 230)); grad.addStop(1.0, BLRgba32(31, 119, 180, 38));
      useGrad = true;
    }
  } else if (scene == "S5") {
    auto c = load(dir + "/s5.f64"); stroke = false;
    for (size_t i = 0; i + 1 < c.size(); i += 2) path.addCircle(BLCircle(c[i], c[i + 1], 3.0));
  } else if (scene == "S6") {
    auto r = load(dir + "/s6.f64"); stroke = false;
    for (size_t i = 0; i + 3 < r.size(); i += 4) path.addRect(BLRect(r[i], r[i + 1], r[i + 2], r[i + 3]));
  } else { fprintf(stderr, "unknown scene\n"); return 2; }
  std::vector<double> ts;
  for (int i = 0; i < runs + 2; i++) {
    ctx.clearAll(); ctx.flush(BL_CONTEXT_FLUSH_SYNC);
    auto t0 = std::chrono::steady_clock::now();
    if (stroke) {
      ctx.setStrokeWidth(width); ctx.setStrokeJoin(join); ctx.setStrokeMiterLimit(4.0);
      ctx.setStrokeCaps(BL_STROKE_CAP_BUTT); ctx.setStrokeStyle(col); ctx.strokePath(path);
    } else {
      if (useGrad) ctx.setFillStyle(grad); else ctx.setFillStyle(col);
      ctx.fillPath(path);
    }
    ctx.flush(BL_CONTEXT_FLUSH_SYNC);
    auto t1 = std::chrono::steady_clock::now();
    if (i >= 2) ts.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  std::vector<double> s = ts; std::sort(s.begin(), s.end());
  printf("%s %d %.4f %.4f\n", scene.c_str(), T, s[s.size() / 2], s[0]);
  if (argc > 5) {
    ctx.end();
    BLImageData d; img.getData(&d);
    FILE* f = fopen(argv[5], "wb");
    for (int y = 0; y < H; y++) fwrite((const uint8_t*)d.pixelData + y * d.stride, 4, W, f);
    fclose(f);
  }
  return 0;
}
