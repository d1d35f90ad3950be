import Foundation

extension Font {
    /// DejaVu Sans (Bitstream Vera derivative, free licence: `Resources/DejaVuSans-LICENSE.txt`),
    /// shipped as a package resource so labels render on a machine with no fonts installed.
    /// Loaded and parsed once per process; later calls return the same value.
    ///
    /// ```swift
    /// let width = try Font.dejaVuSans().measure("Apr 7", size: 12).advanceWidth
    /// ```
    /// - Throws: `FontError` only if the bundled resource is missing or damaged (a build problem).
    /// - Complexity: O(file size) the first time, O(1) after.
    public static func dejaVuSans() throws -> Font { try _dejaVuSans.get() }

    private static let _dejaVuSans: Result<Font, any Error> = Result {
        guard let url = Bundle.module.url(forResource: "DejaVuSans", withExtension: "ttf", subdirectory: "Resources")
        else { throw FontError.unreadable(path: "Bundle.module/Resources/DejaVuSans.ttf", reason: "resource missing") }
        return try Font(contentsOf: url)
    }
}
