import NavPolicyCompiler
import Testing

/// The editor's vocabulary against the front end: every comparison offered after an attribute
/// is one it accepts, every one not offered is one it refuses (`unsupported-comparison`, or a
/// syntax error for a word it does not read there), so completion can never suggest an error
/// nor hide a form.
@Suite struct LanguageVocabularyTests {
    /// A value that fits the comparison for the attribute, so only the form is under test.
    private func value(for attribute: String, comparison: String) -> String {
        switch (attribute, comparison) {
        case (_, "==") where attribute == "host": "current"
        case (_, "=="), (_, "!="): attribute == "host" ? "current" : "current \(attribute)"
        case ("target", "is"), ("target", "is not"): "new-window"
        case ("navigation", "is"), ("navigation", "is not"): "link"
        case ("view", "is"), ("view", "is not"): "popup"
        case ("target", _): "[new-window]"
        case ("navigation", _): "[link]"
        case ("view", _): "[popup]"
        case ("port", "is"), ("port", "is not"): "443"
        case ("port", _): "[443]"
        case ("status", "is"), ("status", "is not"): "404"
        case ("status", _): "[404]"
        case ("type", "is"), ("type", "is not"): "\"text/html\""
        case ("type", "starts-with"): "\"image/\""
        case ("type", _): "[\"text/html\"]"
        case ("query", "is"), ("query", "is not"), ("current", _): "none"
        case ("url", _): "\"https://*.example.com/*\""
        case ("scheme", "is"), ("scheme", "is not"): "\"https\""
        case ("host", "is"), ("host", "is not"): "\"example.com\""
        case ("path", "is"), ("path", "is not"), ("path", "starts-with"), ("path", "ends-with"), ("query", _): "\"/a\""
        case (_, "is"), (_, "is not"): "\"/a\""
        default: attribute == "scheme" ? "[\"https\"]" : attribute == "host" ? "[\"example.com\"]" : "[\"/a\"]"
        }
    }

    private func accepted(_ source: String) -> Bool {
        !PolicyPipeline().check(SourceFile(name: "v", text: source)).diagnostics.contains { $0.severity == .error }
    }

    @Test func offeredComparisonsAreExactlyTheOnesSemaAccepts() {
        let all = ComparisonOperator.allCases.map(\.rawValue)
        for prefixed in [false, true] {
            for attribute in LanguageVocabulary.attributes where !prefixed || LanguageVocabulary.currentParts.contains(attribute) {
                let offered = LanguageVocabulary.comparisons(after: attribute, afterCurrent: prefixed)
                let subject = prefixed ? "current \(attribute)" : attribute
                for comparison in all {
                    // A response attribute is tested in the response section.
                    let section = ["status", "type"].contains(attribute) ? "on response\n" : ""
                    let source = section + "when \(subject) \(comparison) \(value(for: attribute, comparison: comparison)) then allow\n"
                    #expect(accepted(source) == offered.contains(comparison), "\(source)")
                }
            }
        }
    }

    @Test func enumValuesAndActionsAreSemasWords() {
        #expect(LanguageVocabulary.values(of: "target") == ["new-window", "main-frame", "subframe"])
        #expect(LanguageVocabulary.values(of: "host").isEmpty)
        #expect(LanguageVocabulary.actions.contains("open in-app"))
        #expect(LanguageVocabulary.openDestinations == ["external", "in-app", "popup", "in-place"])
        #expect(LanguageVocabulary.jsonName(ofAction: "open in-place") == "open-in-place")
        for action in LanguageVocabulary.actions {
            #expect(PolicyPipeline().check(SourceFile(name: "v", text: "otherwise \(action)\n")).diagnostics.isEmpty, "\(action)")
        }
    }

    @Test(arguments: [("ours", true), ("a-b_c9", true), ("when", false), ("9a", false), ("a b", false), ("", false), ("é", false)])
    func validNamesAreWhatTheLexerReadsAsOneIdentifier(name: String, valid: Bool) {
        #expect(LanguageVocabulary.isValidName(name) == valid)
    }

    @Test func ignorableCodesAreTheLintRules() {
        #expect(LanguageVocabulary.ignorableCodes.map(\.code) == LintRegistry.codes.map(\.rawValue))
        #expect(LanguageVocabulary.ignorableCodes.allSatisfy { !$0.summary.isEmpty })
    }
}
