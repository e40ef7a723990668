import NavPolicy

/// Fuzz target: any bytes as a compiled table. Loading must end in a table or a typed
/// `TableError` (ASan catches any out-of-bounds read), and every decision on a loaded table
/// must stay within `DecisionWork.bound` for its request. The length and checksum are no
/// protection against an attacker, who can compute them, so each input is loaded as it is and
/// then with both fixed up: mutations then reach validation instead of the checksum test.
enum TableLoaderTarget {
    /// Requests every loaded table decides: each field empty, ordinary, long, and at the edges
    /// a table's key tables and globs care about.
    static let requests: [NavigationRequest] = {
        let longLabel = String(repeating: "a", count: 63)
        let longPath = "/" + String(repeating: "seg/", count: 300)
        // Long paths of one letter in either case on both URLs: what folded glob affixes, the
        // affix tries and the automaton read whole (issue 24).
        let (upper, lower) = ("/" + String(repeating: "A", count: 12_000), "/" + String(repeating: "a", count: 12_000) + "b")
        let lines = [
            "https://example.com/", "1 http://a.b.c.example.com:8080/x/y?q=1 https://example.com/",
            "2 itms-apps://apps.apple.com/app/id1 https://ads.example/", "3 about:blank",
            "4 file:///etc/passwd", "5 https://\(longLabel).\(longLabel).example\(longPath)",
            "6 https://[::1]/a*b -", "7 mailto:a@b.example https://x.example/",
            "8 https://xn--bcher-kva.example/%41?%20 not-a-url", "9 wss://a/ wss://a/",
            "z custom:opaque/path?q https://example.com/", "s https://example.com/a/b/c/d/e/f/g/h/i/j/k.html https://example.com/",
            "l https://example.com\(upper) https://example.com\(upper)",
            "3 https://example.com\(lower)?\(longLabel)=1 https://example.com\(upper)",
        ]
        return FuzzRequests.parse(Substring(lines.joined(separator: "\n")))
    }()

    /// Responses every loaded table decides (its response part, when it has one): statuses none
    /// and at the edges, types odd and long, every attachment and displayable pair, both frames.
    static let responses: [NavigationResponse] = {
        let types: [String?] = [nil, "text/html", "Application/PDF; q=1", "image/" + String(repeating: "x", count: 3_000), "no-slash"]
        return [nil, 0, 200, 404, 599, 70_000].enumerated().flatMap { index, status in
            types.map { type in
                NavigationResponse(
                    url: requests[index % requests.count].url, status: status, type: type, attachment: index % 2 == 0,
                    displayable: index % 3 != 0, isMainFrame: index % 4 != 0, view: index % 5 == 0 ? .popup : .main)
            }
        }
    }()

    static func run(_ bytes: [UInt8]) {
        decideAll(bytes)
        if bytes.count >= TableFormat.fixedHeaderSize {
            var sealed = bytes
            for index in 0..<4 { sealed[8 + index] = UInt8(truncatingIfNeeded: bytes.count >> (8 * index)) }
            TableFormat.seal(&sealed)
            if sealed != bytes { decideAll(sealed) }
        }
    }

    /// Loads `bytes`; when they load, decides every request within the bound.
    static func decideAll(_ bytes: [UInt8]) {
        guard let policy = try? Policy(table: bytes) else { return }
        for request in requests { _ = FuzzCheck.decideWithinBound(policy, request) }
        for response in responses { _ = FuzzCheck.decideWithinBound(policy, response) }
        _ = policy.name
        _ = try? policy.sourceText()
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTableLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    TableLoaderTarget.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
