import BenchReport
import Foundation
import Testing
@testable import chartbench

/// The names `chartbench bench --list` prints are exactly the names `profile` accepts,
/// and `--full`'s memory check.
@Suite struct BenchCaseNameTests {
    @Test func everyListedNameIsAcceptedByProfile() throws {
        let lines = BenchCommand.listing()
        #expect(lines.count == Suites.all().count && lines.count > 50)
        let names = lines.map { $0.hasSuffix(ProfileCommand.fullMarker) ? String($0.dropLast(ProfileCommand.fullMarker.count)) : $0 }
        // Unique: `profile` takes the first match, so a duplicate would hide a case.
        #expect(Set(names).count == names.count)
        for (line, name) in zip(lines, names) {
            let c = try ProfileCommand.lookup(name)
            #expect("\(c.suite)/\(c.name)" == name)
            // A whole pasted line, marker included, names the same case.
            #expect(try ProfileCommand.lookup(line).name == c.name)
            #expect(line.hasSuffix(ProfileCommand.fullMarker) == c.fullOnly)
        }
        // And nothing else: a near miss is an error, not another case.
        #expect(throws: CLIError.self) { try ProfileCommand.lookup("range/query f32 n=1e") }
        #expect(throws: CLIError.self) { try ProfileCommand.lookup(" range/query f32 n=1e3") }
    }

    @Test func fullSkipsTheBillionPointCasesWhenMemoryIsShort() {
        #expect(BenchCommand.fullSkipReason(available: nil) == nil)
        #expect(BenchCommand.fullSkipReason(available: BenchCommand.fullNeeds) == nil)
        let msg = BenchCommand.fullSkipReason(available: 5 << 30)
        #expect(msg?.contains("only 5 GiB") == true && msg?.contains("skipping") == true)
    }
}

/// The committed peer records (docs/bench/peers.json, written by scripts/peers.py) name
/// chartbench's cases exactly, so that ours and theirs land in the same rows.
@Suite struct PeerRecordNameTests {
    @Test func peerCasesAreChartbenchCases() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let path = repo.appendingPathComponent("docs/bench/peers.json").path
        let peers = try BenchResult.load(path)
        #expect(peers.count > 10)
        let ours = Set(BenchCommand.listing().map {
            $0.hasSuffix(ProfileCommand.fullMarker) ? String($0.dropLast(ProfileCommand.fullMarker.count)) : $0
        })
        // Suite raster-svg exists only where the SVG scenes were written (see SVGSceneBench).
        let svg = ours.contains { $0.hasPrefix("raster-svg/") }
        for r in peers where r.suite != "raster-svg" || svg {
            #expect(ours.contains("\(r.suite)/\(r.case)"), "\(r.suite)/\(r.case) [\(r.impl)]")
        }
        for r in peers where r.suite == "raster-svg" {
            #expect(r.case.wholeMatch(of: /S[1-6][ab]? T=1/) != nil, "\(r.case)")
        }
    }
}
