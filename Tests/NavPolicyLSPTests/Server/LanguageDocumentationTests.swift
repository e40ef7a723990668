import Testing

@testable import NavPolicyLSP

/// Every word of the compiler's vocabulary has hover documentation, so a word a new language
/// version adds cannot reach the editor undocumented.
@Suite struct LanguageDocumentationTests {
    @Test func everyWordIsDocumented() {
        for keyword in CompilerAdapter.keywords + CompilerAdapter.contextualWords {
            #expect(LanguageDocumentation.keywords[keyword] != nil, "keyword \(keyword)")
        }
        for attribute in CompilerAdapter.attributes where attribute != "current" {
            #expect(LanguageDocumentation.attributes[attribute] != nil, "attribute \(attribute)")
            for comparison in CompilerAdapter.comparisons(after: attribute, afterCurrent: false) {
                #expect(LanguageDocumentation.comparisons[comparison]?.isEmpty == false, "comparison \(comparison)")
            }
            for value in CompilerAdapter.values(of: attribute) {
                #expect(LanguageDocumentation.values[attribute]?[value] != nil, "value \(attribute) \(value)")
            }
        }
        for atom in CompilerAdapter.builtInAtoms { #expect(LanguageDocumentation.attributes[atom] != nil, "built-in \(atom)") }
        for action in CompilerAdapter.actions { #expect(LanguageDocumentation.actions[action] != nil, "action \(action)") }
    }
}
