import NavPolicy
import Testing

@testable import NavPolicyCompiler

/// Sema of the `on response` section: which section takes which test
/// and action, the response values, and the rule numbers across the file.
struct ResponseSemaTests {
    static func checked(_ text: String) throws -> CheckedPolicy { try DefinitionSemaTests.checked(text) }
    static func errorCodes(_ text: String) -> [DiagnosticCode] { DefinitionSemaTests.errorCodes(text) }
    static func errors(_ text: String) -> [Diagnostic] {
        FrontEnd.check(SourceFile(name: "test.navpolicy", text: text)).diagnostics.filter { $0.severity == .error }
    }

    @Test func responseRulesFollowTheSectionAndNumberAfterTheNavigationRules() throws {
        let policy = try Self.checked(
            """
            when host is "a.example" then cancel
            otherwise allow
            on response
            when status in [400..599] and target is main-frame then cancel and notify "http-error"
            when attachment or not displayable then download
            otherwise allow
            """)
        #expect(policy.rules.count == 2 && policy.responseRules.count == 3 && policy.hasResponseSection)
        let part = policy.responsePart
        #expect(part.section == .response && part.ruleNumber(at: 0) == 3 && part.ruleNumber(at: 2) == 5)
        guard case .and(let operands) = policy.responseRules[0].condition, case .atom(.status(let statuses)) = operands[0] else {
            Issue.record("not a status test: \(policy.responseRules[0].condition)")
            return
        }
        #expect(statuses.count == 200 && statuses.first == 400 && statuses.last == 599)
        #expect(policy.responseRules[1].condition == .or([.atom(.attachment), .not(.atom(.displayable))]))
        #expect(policy.responseRules[0].notify == "http-error" && policy.responseRules[2].isOtherwise)
    }

    @Test func anEmptySectionIsASectionWithoutRules() throws {
        let policy = try Self.checked("otherwise allow\non response")
        #expect(policy.hasResponseSection && policy.responseRules.isEmpty)
        #expect(try !Self.checked("otherwise allow").hasResponseSection)
    }

    @Test func typesAreLowercaseEssencesAndPrefixes() throws {
        let policy = try Self.checked(
            """
            on response
            when type in ["Application/PDF", "text/csv"] or type starts-with "IMAGE/" then download
            when type is none or status is none then cancel
            """)
        #expect(policy.responseRules[0].condition == .or([.atom(.type(["application/pdf", "text/csv"])), .atom(.typePrefix("image/"))]))
        #expect(policy.responseRules[1].condition == .or([.atom(.typeIsNone), .atom(.statusIsNone)]))
        #expect(Self.errorCodes("on response\nwhen type is \"text/html; charset=utf-8\" then allow") == [.invalidType])
        #expect(
            Self.errorCodes("on response\nwhen type in [\"text\", \"a/b/c\", \"\"] then allow") == [
                .invalidType, .invalidType, .invalidType,
            ])
        #expect(Self.errorCodes("on response\nwhen type starts-with [\"a/b/\", \"x y\"] then allow") == [.invalidType, .invalidType])
        // The fix-it of a type with parameters is its essence.
        let fix = Self.errors("on response\nwhen type is \"Text/HTML; charset=utf-8\" then allow").first?.fixIts.first?.replacement
        #expect(fix == "\"text/html\"")
    }

    @Test func statusCodesAreHTTPCodesAndRangesOfThem() {
        // 100–999 everywhere (version 4): 600 and 999 are statuses, 99 and 1000 are not.
        #expect(Self.errorCodes("on response\nwhen status is 600 or status in [999, 100..102] then allow").isEmpty)
        #expect(
            Self.errorCodes("on response\nwhen status is 99 or status is 1000 or status in [200, 1000] then allow")
                == [.invalidStatus, .invalidStatus, .invalidStatus])
        #expect(
            Self.errorCodes("on response\nwhen status in [599..400] or status in [0..200] then allow") == [.invalidRange, .invalidRange])
        #expect(Self.errorCodes("on response\nwhen status is \"404\" or status is 400..499 then allow") == [.typeMismatch, .typeMismatch])
        #expect(Self.errorCodes("on response\nwhen status == current then allow") == [.unsupportedComparison])
    }

    @Test func eachSectionTakesOnlyItsOwnTests() {
        // Response tests in navigation rules.
        #expect(
            Self.errorCodes("when status is 404 or type is \"a/b\" or attachment or not displayable then cancel")
                == Array(repeating: .attributeNotInSection, count: 4))
        // Navigation tests in response rules: navigation, current, new-window.
        #expect(
            Self.errorCodes(
                """
                on response
                when navigation is link or current is none or host == current or current host is "a.example" then cancel
                when target is new-window or target is not new-window or target in [main-frame, new-window] then cancel
                """) == Array(repeating: .attributeNotInSection, count: 7))
        // URL, view, target frames, flags and parameters belong to both.
        #expect(
            Self.errorCodes(
                """
                flag saving
                let servers = param "servers"
                when host in servers and view is popup and saving and target is subframe then allow
                on response
                when host in servers and view is popup and saving and target in [main-frame, subframe] and url matches "https://*/*" then download
                """) == [])
    }

    @Test func aConditionIsPlacedWhereItIsUsed() throws {
        let text = """
            condition failed = status in [400..599]
            condition linked = navigation is link
            condition mixed = linked and failed
            when failed then cancel
            on response
            when failed then cancel
            when linked or mixed then cancel
            """
        let errors = Self.errors(text)
        #expect(errors.map(\.code) == [.attributeNotInSection, .attributeNotInSection, .attributeNotInSection])
        #expect(errors.map(\.range.start.line) == [4, 7, 7])
        #expect(
            errors[0].message == "a navigation rule cannot use condition 'failed': it tests 'status' ('status' is a response attribute)")
        #expect(errors[0].notes.map(\.message) == ["'failed' is defined here"] && errors[0].notes.first?.range?.start.line == 1)
        #expect(errors[2].message.contains("condition 'mixed'") && errors[2].message.contains("'navigation'"))
        // Used only in its own section, a condition is fine wherever it is defined.
        #expect(try Self.checked("on response\ncondition failed = status in [400..599]\nwhen failed then cancel").responseRules.count == 1)
    }

    @Test func responseRulesGiveOnlyResponseActions() {
        let errors = Self.errors(
            "on response\nwhen status is 404 then open in-app\nwhen attachment then open popup\notherwise open external")
        #expect(errors.map(\.code) == [.actionNotInResponse, .actionNotInResponse, .actionNotInResponse])
        #expect(errors[0].message == "'open in-app' is no response action")
        #expect(
            Self.errorCodes("when host is \"a.example\" then download\non response\nwhen status is 200 then download and notify \"saved\"")
                == [])
    }

    @Test func parametersServeNoResponseFacts() {
        #expect(
            Self.errorCodes("let codes = param \"codes\"\non response\nwhen status in codes or type in codes then cancel")
                == [.unsupportedParameterUse, .unsupportedParameterUse])
    }
}
