import Foundation

/// `.npy` (`NPY.load`, which memory-maps): the input is written to a file in /dev/shm
/// (or the temp directory) and loaded; a loaded column is read end to end, so a column
/// that claims more values than the mapping holds faults here (SEGV/SIGBUS), not later.
func fuzzNPY(_ data: UnsafeRawBufferPointer) {
    let path = npyFuzzPath
    guard FileManager.default.createFile(atPath: path, contents: Data(data)) else { return }
    guard let column = try? NPY.load(path: path) else { return }
    switch column {
    case .float(let c): var s: Float = 0; c.withUnsafeBufferPointer { for v in $0 { s += v } }; _ = s
    case .double(let c): var s = 0.0; c.withUnsafeBufferPointer { for v in $0 { s += v } }; _ = s
    case .int64(let c): var s: Int64 = 0; c.withUnsafeBufferPointer { for v in $0 { s &+= v } }; _ = s
    }
}

let npyFuzzPath: String = {
    let dir = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return "\(dir)/chartcore-fuzz-\(getpid()).npy"
}()
