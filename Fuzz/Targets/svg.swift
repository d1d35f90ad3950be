/// The SVG subset (`SVGScene(bytes:)`): any bytes parse or throw `SVGError`; a parsed
/// scene is turned into its display list and drawn into a 48x32 canvas with 1 and 2
/// threads, which must give the same bytes.
func fuzzSVG(_ data: UnsafeRawBufferPointer) {
    guard let scene = try? SVGScene(bytes: Array(data)) else { return }
    let list = scene.displayList()
    guard var one = try? Canvas(width: 48, height: 32) else { return }
    var two = one
    one.draw(list, threads: 1)
    two.draw(list, threads: 2)
    fuzzCheck(one.bytes == two.bytes, "SVG scene drawn with 1 and 2 threads differs")
}
