import NavPolicy

/// `eval --requests`: one JSON request per input line, one JSON decision per output line,
/// in order, each carrying `"input": N` (its line number). A failing line prints
/// `{"input": N, "error": ...}` and the rest go on. Lines are read and answered one at a
/// time, so memory does not grow with the number of lines.
enum RequestBatch {
    /// Decides every non-blank line of `path`; exit 1 if any line failed.
    static func run(_ path: String, evaluator: PolicyEvaluator, explain: Bool, console: Console) -> ExitCode {
        var exitCode = ExitCode.success
        if explain {
            do throws(ExitCode) {
                if case .failure(let problem) = try evaluator.checkedSource() {
                    console.writeError("warning: no explanations: \(evaluator.describe(problem)); eval the .navpolicy source instead\n")
                }
            } catch {
                return error
            }
        }
        var answers = AnswerCache()
        do throws(FileError) {
            var reader = try LineReader(path: path)
            while let line = try reader.next() {
                if isBlank(line.bytes) { continue }
                do throws(RequestDecoder.Failure) {
                    let input = try decodeRequest(line)
                    let (decision, subject) = try evaluator.decide(input.subject, input.binding)
                    if explain {
                        let trace = try? evaluator.explain(subject, input.binding).get()
                        console.write(DecisionJSON.object(decision, phase: subject.phase, input: line.number, trace: trace) + "\n")
                    } else {
                        answers.write(decision, phase: subject.phase, input: line.number, to: console)
                    }
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
    static func decodeRequest(_ line: LineReader.Line) throws(RequestDecoder.Failure) -> (subject: DecisionSubject, binding: RequestBinding)
    {
        guard !line.isTruncated else { throw lineTooLong }
        return try RequestDecoder.subject(jsonLine: line.bytes)
    }

    /// The JSON text of each decision after `"input": N, `, built once per deciding rule: a
    /// batch of a million lines repeats a few decisions, so each line costs its number only.
    struct AnswerCache {
        /// Per rule number (0 and 1 for the implicit default of a navigation and of a response,
        /// rule k at k + 1: rule numbers run across both sections), the text after the line number.
        private var tails: [[UInt8]?] = []

        /// Writes `{"input": N, "phase": ..., "action": ..., ...}` and a newline.
        mutating func write(_ decision: Decision, phase: String, input: Int, to console: Console) {
            let key = decision.rule.map { $0 + 1 } ?? (phase == "response" ? 1 : 0)
            if key >= tails.count { tails += Array(repeating: nil, count: key + 1 - tails.count) }
            let tail = tails[key] ?? Array((DecisionJSON.phaseField(phase) + DecisionJSON.fields(decision) + "}\n").utf8)
            tails[key] = tail
            console.writeLine(prefix: Self.prefix, number: input, suffix: tail)
        }

        private static let prefix = Array("{\"input\": ".utf8)
    }

    /// The failure for a line longer than `LineReader.maximumLineLength`.
    static let lineTooLong = RequestDecoder.Failure(
        message: "line is longer than \(LineReader.maximumLineLength) bytes")

    /// Whether a line holds only spaces, tabs and carriage returns.
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}
