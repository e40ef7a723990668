import NavPolicy

/// `eval --requests`: one JSON request per input line, one JSON decision per output line,
/// in order. A failing line prints `{"error": ...}` and the rest go on.
enum RequestBatch {
    /// Decides every non-blank line of `path`; exit 1 if any line failed.
    static func run(_ path: String, evaluator: PolicyEvaluator, console: Console) throws(ExitCode) -> ExitCode {
        let bytes = try PolicyLoader.read(path, console: console)
        var exitCode = ExitCode.success
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if line.allSatisfy(isWhitespace) { continue }
            do throws(RequestDecoder.Failure) {
                let request = try RequestDecoder.request(jsonLine: Array(line))
                console.write(DecisionJSON.object(evaluator.decide(request)) + "\n")
            } catch {
                console.write(DecisionJSON.error(error.message) + "\n")
                exitCode = .failure
            }
        }
        return exitCode
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
