import NavPolicy

/// `eval --requests`: one JSON request per input line, one JSON decision per output line,
/// in order, each carrying `"input": N` (its line number). A failing line prints
/// `{"input": N, "error": ...}` and the rest go on. Lines are read and answered one at a
/// time, so memory does not grow with the number of lines.
enum RequestBatch {
    /// Decides every non-blank line of `path`; exit 1 if any line failed.
    static func run(_ path: String, evaluator: PolicyEvaluator, explain: Bool, console: Console) -> ExitCode {
        var exitCode = ExitCode.success
        if explain, evaluator.checkedSource == nil {
            console.writeError("warning: no explanations: the table has no embedded source; eval the .navpolicy source instead\n")
        }
        do throws(FileError) {
            var reader = try LineReader(path: path)
            while let line = try reader.next() {
                if isBlank(line.bytes) { continue }
                do throws(RequestDecoder.Failure) {
                    let request = try decodeRequest(line)
                    let trace = explain ? evaluator.explain(request) : nil
                    console.write(DecisionJSON.object(evaluator.decide(request), input: line.number, trace: trace) + "\n")
                } catch {
                    console.write(DecisionJSON.error(error.message, input: line.number) + "\n")
                    exitCode = .failure
                }
            }
        } catch {
            console.reportError(error.message)
            return .usageOrEnvironment
        }
        return exitCode
    }

    /// The request of one line; a line cut at the length limit is an error of its own.
    static func decodeRequest(_ line: LineReader.Line) throws(RequestDecoder.Failure) -> NavigationRequest {
        guard !line.isTruncated else { throw lineTooLong }
        return try RequestDecoder.request(jsonLine: line.bytes)
    }

    /// The failure for a line longer than `LineReader.maximumLineLength`.
    static let lineTooLong = RequestDecoder.Failure(
        message: "line is longer than \(LineReader.maximumLineLength) bytes")

    /// Whether a line holds only spaces, tabs and carriage returns.
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}
