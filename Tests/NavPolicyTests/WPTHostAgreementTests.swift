import Foundation
import Testing

@testable import NavPolicy

/// Host agreement with the web-platform-tests URL data: every special-scheme entry without a
/// base must give the expected hostname (one trailing dot removed unless two end it, our rule), and every
/// `toascii.json` entry its output or failure — all of them, no known differences.
@Suite struct WPTHostAgreementTests {
    static let specialSchemes: Set<String> = ["http:", "https:", "ws:", "wss:", "ftp:", "file:"]

    /// The expected hostname under our trailing-dot rule; empty means no host.
    static func expectedHost(_ hostname: String) -> String {
        hostname.hasSuffix(".") && !hostname.hasSuffix("..") ? String(hostname.dropLast()) : hostname
    }

    /// Runs every applicable entry of `urltestdata.json`; returns (checked, differences).
    static func urlTestDifferences() throws -> (checked: Int, differences: [WPTData.Difference]) {
        var checked = 0
        var differences: [WPTData.Difference] = []
        for entry in try WPTData.entries("urltestdata.json") {
            guard entry["base"] == nil || entry["base"] is NSNull, entry["failure"] == nil,
                let input = entry["input"] as? String, let scheme = entry["protocol"] as? String,
                specialSchemes.contains(scheme), let hostname = entry["hostname"] as? String
            else { continue }
            checked += 1
            let expected = expectedHost(hostname)
            let ours = URLSplitter.split(input).map { $0.host ?? "" } ?? "<failure>"
            if ours != expected {
                differences.append(WPTData.Difference(source: "urltestdata", input: input, expected: expected, ours: ours))
            }
        }
        return (checked, differences)
    }

    /// Runs `toascii.json` through the URL host parser (`https://INPUT/x`), as the WPT harness does.
    static func toASCIIDifferences() throws -> (checked: Int, differences: [WPTData.Difference]) {
        var checked = 0
        var differences: [WPTData.Difference] = []
        for entry in try WPTData.entries("toascii.json") {
            guard let input = entry["input"] as? String else { continue }
            checked += 1
            let expected = (entry["output"] as? String).map(expectedHost) ?? "<failure>"
            let ours = URLSplitter.split("https://\(input)/x").map { $0.host ?? "" } ?? "<failure>"
            if ours != expected {
                differences.append(WPTData.Difference(source: "toascii", input: input, expected: expected, ours: ours))
            }
        }
        return (checked, differences)
    }

    @Test func urlTestHostsAllAgree() throws {
        let (checked, differences) = try Self.urlTestDifferences()
        #expect(checked >= 150, "expected most of the WPT entries to apply, got \(checked)")
        #expect(differences.isEmpty, "disagreements:\n\(differences.map(\.description).joined(separator: "\n"))")
        print("urltestdata: \(checked) special-scheme entries checked, \(checked - differences.count) agree, \(differences.count) differ")
    }

    @Test func toASCIIAllAgree() throws {
        let (checked, differences) = try Self.toASCIIDifferences()
        #expect(checked > 50)
        #expect(differences.isEmpty, "disagreements:\n\(differences.map(\.description).joined(separator: "\n"))")
        print("toascii: \(checked) entries checked, \(checked - differences.count) agree, \(differences.count) differ")
    }

    @Test func failureEntriesAreRejected() throws {
        var accepted: [String] = []
        var total = 0
        for entry in try WPTData.entries("urltestdata.json") where entry["failure"] as? Bool == true {
            guard let input = entry["input"] as? String else { continue }
            total += 1
            // Relative inputs fail too: the runtime has no base URL.
            if URLSplitter.split(input) != nil { accepted.append(WPTData.escaped(input)) }
            #expect((try? NavigationRequest(url: input, current: input)) == nil)
        }
        #expect(total > 100)
        #expect(accepted.isEmpty, "accepted failure entries:\n\(accepted.joined(separator: "\n"))")
        print("urltestdata failure entries: \(total) run, \(total - accepted.count) rejected")
    }
}

/// Path, port and query agreement with the WPT entries without a base (our rule: an empty path is `/`).
@Suite struct WPTPathAgreementTests {
    @Test func pathsPortsAndQueriesAgree() throws {
        var checked = 0
        var differences: [String] = []
        for entry in try WPTData.entries("urltestdata.json") {
            guard entry["base"] == nil || entry["base"] is NSNull, entry["failure"] == nil,
                let input = entry["input"] as? String, let pathname = entry["pathname"] as? String
            else { continue }
            checked += 1
            let expected = pathname.isEmpty ? "/" : pathname
            let split = URLSplitter.split(input)
            let ours = split?.path ?? "<failure>"
            if ours != expected { differences.append("\(WPTData.escaped(input))\t\(expected)\t\(ours)") }
            // WPT's `port` omits the scheme's default; ours is the effective port.
            let oursPort = split.flatMap { $0.port == SplitURL.defaultPort(ofScheme: $0.scheme) ? nil : $0.port }.map { String($0) } ?? ""
            if oursPort != entry["port"] as? String {
                differences.append("port: \(WPTData.escaped(input))\t\(entry["port"] ?? "")\t\(oursPort)")
            }
            // WPT's `search` is `?` and the query, or empty for no query and an empty one alike.
            let oursSearch = split.map { $0.query.map { $0.isEmpty ? "" : "?" + $0 } ?? "" } ?? "<failure>"
            if oursSearch != entry["search"] as? String {
                differences.append("search: \(WPTData.escaped(input))\t\(entry["search"] ?? "")\t\(oursSearch)")
            }
        }
        print("urltestdata paths, ports and queries: \(checked) entries checked, \(differences.count) differences")
        #expect(differences.isEmpty, "path differences:\n\(differences.joined(separator: "\n"))")
    }
}
