/// Prints the benchmark's tables and target lines, and remembers every target for the summary.
final class BenchmarkReport {
    /// A target a measured figure is compared against.
    struct Target {
        /// What the target says (`compiled ≤ 1.5× hand-written`).
        let statement: String
        /// The measured figure, formatted.
        let measured: String
        /// Whether the figure meets the target.
        let passed: Bool
    }

    private(set) var targets: [Target] = []
    /// Statements of correctness checks that failed (results that disagree).
    private(set) var failedChecks: [String] = []

    /// Prints a group heading.
    func heading(_ text: String) {
        print("")
        print(text)
    }

    /// Prints an indented note line.
    func note(_ text: String) {
        print("  " + text)
    }

    /// Prints a table: the first column left-aligned, the others right-aligned.
    func table(_ headers: [String], _ rows: [[String]]) {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        for row in all {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }
            print("  " + cells.joined(separator: "   "))
        }
    }

    /// Prints a target line with PASS or MISS and records it for the summary.
    func target(_ statement: String, measured: String, passed: Bool) {
        targets.append(Target(statement: statement, measured: measured, passed: passed))
        print("  target " + statement + ": " + measured + "  " + (passed ? "PASS" : "MISS"))
    }

    /// Prints a correctness check (two evaluators agree); a failed one fails the run.
    func check(_ statement: String, passed: Bool) {
        if !passed { failedChecks.append(statement) }
        print("  check " + statement + ": " + (passed ? "ok" : "FAILED"))
    }

    /// Prints every target again, one line each, with the pass count.
    func summary() {
        heading("Summary")
        for target in targets {
            print("  " + (target.passed ? "PASS  " : "MISS  ") + target.statement + ": " + target.measured)
        }
        let passed = targets.filter(\.passed).count
        print("  \(passed)/\(targets.count) targets met; \(failedChecks.count) correctness checks failed")
    }
}
