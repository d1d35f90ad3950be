/// A command line split into options (`--name value`), flags (`--name`) and positionals.
///
/// Each subcommand declares which option names take a value; everything else starting
/// with `-` is a flag. Unknown names are an error when the subcommand calls `finish()`,
/// so a typo never silently falls back to a default.
struct Arguments {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    private var used: Set<String> = []
    private(set) var positionals: [String] = []

    init(_ args: some Sequence<String>, valued: Set<String>) throws(CLIError) {
        var it = args.makeIterator()
        while let a = it.next() {
            if a.hasPrefix("-") && a.count > 1 && Double(a) == nil {
                if valued.contains(a) {
                    guard let v = it.next() else { throw CLIError("\(a) needs a value") }
                    values[a] = v
                } else {
                    flags.insert(a)
                }
            } else {
                positionals.append(a)
            }
        }
    }

    mutating func flag(_ name: String) -> Bool {
        used.insert(name)
        return flags.contains(name)
    }

    mutating func string(_ name: String) -> String? {
        used.insert(name)
        return values[name]
    }

    mutating func int(_ name: String) throws(CLIError) -> Int? {
        guard let s = string(name) else { return nil }
        guard let v = Int(s) else { throw CLIError("\(name) expects an integer, got '\(s)'") }
        return v
    }

    mutating func double(_ name: String) throws(CLIError) -> Double? {
        guard let s = string(name) else { return nil }
        guard let v = Double(s), v.isFinite else {
            throw CLIError("\(name) expects a finite number, got '\(s)'")
        }
        return v
    }

    /// Rejects any option or flag the subcommand never asked about.
    func finish() throws(CLIError) {
        let unknown = (Set(values.keys).union(flags)).subtracting(used).subtracting(["--help", "-h"])
        if let u = unknown.sorted().first { throw CLIError("unknown option \(u)") }
    }

    var wantsHelp: Bool { flags.contains("--help") || flags.contains("-h") }
}

/// A user-facing command line error: printed to stderr, exit status 2.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
