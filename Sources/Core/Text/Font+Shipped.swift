import Foundation

extension Font {
    /// DejaVu Sans (Bitstream Vera derivative, free licence: `Resources/DejaVuSans-LICENSE.txt`),
    /// shipped as a SwiftPM package resource so labels render on a machine with no fonts
    /// installed. Loaded and parsed once per process; later calls return the same value.
    ///
    /// ```swift
    /// let width = try Font.dejaVuSans().measure("Apr 7", size: 12).advanceWidth
    /// ```
    /// On Linux the resource bundle `ChartCore_ChartCore.resources` is looked up beside the
    /// executable first (where a distributed binary must carry it), then the font is read from
    /// this package's source folder (development checkouts). That is the order of SwiftPM's
    /// generated `Bundle.module`, minus its `fatalError` when both are missing: here that is a
    /// thrown `FontError.unreadable`. Elsewhere `Bundle.module` is used.
    /// - Throws: `FontError` if the resource is missing or damaged.
    /// - Complexity: O(file size) the first time, O(1) after.
    public static func dejaVuSans() throws -> Font { try _dejaVuSans.get() }

    private static let _dejaVuSans: Result<Font, any Error> = Result {
        try Font(contentsOf: try _shippedFontURL("DejaVuSans"))
    }

    static func _shippedFontURL(_ name: String) throws -> URL {
        #if os(Linux)
        let bundles = [Bundle.main.bundleURL, Bundle.main.resourceURL].compactMap { $0 }
            .map { $0.appendingPathComponent("ChartCore_ChartCore.resources") }
        for url in bundles {
            if let found = Bundle(url: url)?.url(forResource: name, withExtension: "ttf", subdirectory: "Resources") {
                return found
            }
        }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Resources/\(name).ttf")
        guard FileManager.default.fileExists(atPath: source.path) else {
            throw FontError.unreadable(
                path: "ChartCore_ChartCore.resources/Resources/\(name).ttf",
                reason: "resource bundle not found beside \(Bundle.main.bundleURL.path) nor sources at \(source.path)")
        }
        return source
        #else
        guard let url = Bundle.module.url(forResource: name, withExtension: "ttf", subdirectory: "Resources") else {
            throw FontError.unreadable(path: "Bundle.module/Resources/\(name).ttf", reason: "resource missing")
        }
        return url
        #endif
    }
}
