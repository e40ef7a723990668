import Foundation

/// `test --format junit`: the JUnit XML that CI systems read — `<testsuites>` with one
/// `<testsuite>` per CASES file, one `<testcase>` per case, a `<failure>` for a wrong decision
/// and an `<error>` for a case line that cannot be read. Both elements carry their counts, which
/// are known only after the last case, so each case's XML is spooled to an anonymous
/// temporary file as it is decided and copied out at the end: memory stays the same for a
/// million cases as for ten.
final class JUnitReport {
    /// One `<testsuite>`: its file, counts, and where its cases lie in the spool.
    private struct Suite {
        let name: String
        var tests = 0, failures = 0, errors = 0
        let start: Int
        var end: Int
    }

    private var suites: [Suite] = []
    private let spool = Spool()

    /// Starts the suite of a CASES file.
    func beginSuite(_ file: String) {
        suites.append(Suite(name: file, start: spool.count, end: spool.count))
    }

    /// Adds one case to the current suite.
    func add(_ outcome: PolicyTestRun.Outcome) {
        guard !suites.isEmpty else { return }
        let file = outcome.file
        let name = "line \(outcome.line)" + (outcome.name.map { ": \($0)" } ?? "")
        var xml =
            "    <testcase name=\(Self.attribute(name)) classname=\(Self.attribute(file)) file=\(Self.attribute(file)) line=\"\(outcome.line)\""
        suites[suites.count - 1].tests += 1
        if outcome.passed {
            xml += "/>\n"
        } else if let error = outcome.error {
            suites[suites.count - 1].errors += 1
            xml += ">\n      <error message=\(Self.attribute(error)) type=\"unreadable-case\"/>\n    </testcase>\n"
        } else {
            suites[suites.count - 1].failures += 1
            let message = "expected \(outcome.expected ?? ""), got \(outcome.decision.map(PolicyCase.decisionText) ?? "")"
            let why = outcome.whyText
            xml +=
                ">\n      <failure message=\(Self.attribute(message)) type=\"wrong-decision\">\(Self.escaped(why))</failure>\n    </testcase>\n"
        }
        spool.append(Array(xml.utf8))
        suites[suites.count - 1].end = spool.count
    }

    /// Writes the whole document.
    func write(to console: Console) {
        let (tests, failures, errors) = suites.reduce((0, 0, 0)) { ($0.0 + $1.tests, $0.1 + $1.failures, $0.2 + $1.errors) }
        console.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        console.write("<testsuites name=\"navpolicy\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n")
        for suite in suites {
            console.write(
                "  <testsuite name=\(Self.attribute(suite.name)) tests=\"\(suite.tests)\" failures=\"\(suite.failures)\" errors=\"\(suite.errors)\">\n"
            )
            spool.copy(suite.start..<suite.end, to: console)
            console.write("  </testsuite>\n")
        }
        console.write("</testsuites>\n")
    }

    /// A quoted attribute value.
    private static func attribute(_ value: String) -> String { "\"" + escaped(value) + "\"" }

    /// Text with XML's special characters escaped; characters XML 1.0 cannot hold become U+FFFD.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            case "\r": result += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Bytes written once and read back in ranges: an anonymous temporary file (removed by the
    /// system when closed), or memory when no temporary file can be made.
    private final class Spool {
        private let file: UnsafeMutablePointer<FILE>? = tmpfile()
        private var memory: [UInt8] = []
        /// Bytes written so far.
        private(set) var count = 0

        deinit {
            if let file { fclose(file) }
        }

        func append(_ bytes: [UInt8]) {
            if let file {
                _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
            } else {
                memory += bytes
            }
            count += bytes.count
        }

        /// Writes the bytes in `range` to standard output.
        func copy(_ range: Range<Int>, to console: Console) {
            guard let file else {
                console.writeBytes(memory[range])
                return
            }
            fflush(file)
            fseek(file, range.lowerBound, SEEK_SET)
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            var remaining = range.count
            while remaining > 0 {
                let read = chunk.withUnsafeMutableBufferPointer { fread($0.baseAddress, 1, min(remaining, $0.count), file) }
                guard read > 0 else { return }
                console.writeBytes(chunk[0..<read])
                remaining -= read
            }
            fseek(file, 0, SEEK_END)
        }
    }
}
