import Foundation
import NavPolicy
import NavPolicyCompiler
import Testing

/// The published guides' behaviour tables, decided by each example's compiled table and by the
/// reference interpreter: the two must agree with each other and with what the guide's code does.
@Suite struct ExampleDecisionTests {
    /// One row of a guide's behaviour table.
    struct Row: CustomTestStringConvertible, Sendable {
        let example: String
        let what: String
        let url: String
        let current: String?
        let target: NavigationTarget
        let navigation: NavigationType
        let action: Action
        let rule: Int?
        /// The asking web view (a pop-up the app created, or the main one).
        var view: NavigationView = .main
        /// The tag handed to the app.
        var notify: String?
        var testDescription: String { "\(example): \(what)" }
    }

    static let page = "https://news.example/article"

    /// The table of the AdMob guide "Optimize WKWebView click behavior": `_blank` and
    /// `window.open` have no target frame; `_top`, `_self` and `_parent` reload in the existing
    /// web view. Leaving the host opens in-app; a custom scheme on a link click goes to the
    /// system; the rest loads.
    static let rows: [Row] = [
        Row(
            example: "ads", what: "_blank link, other host", url: "https://advertiser.example/landing", current: page,
            target: .newWindow, navigation: .link, action: .openInApp, rule: 3),
        Row(
            example: "ads", what: "_blank link, same host", url: "https://news.example/next", current: page,
            target: .newWindow, navigation: .link, action: .allow, rule: 4),
        Row(
            example: "ads", what: "_top link, other host", url: "https://advertiser.example/", current: page,
            target: .mainFrame, navigation: .link, action: .openInApp, rule: 3),
        Row(
            example: "ads", what: "_top link, same host", url: "https://news.example/top", current: page,
            target: .mainFrame, navigation: .link, action: .allow, rule: 4),
        Row(
            example: "google-pay-popups", what: "_blank link inside the pop-up", url: "https://pay.google.com/about/terms",
            current: "https://pay.google.com/gp/p/ui/pay", target: .newWindow, navigation: .link, action: .openInPlace, rule: 2,
            view: .popup),
        Row(
            example: "google-pay-popups", what: "the pop-up's own form submit", url: "https://pay.google.com/gp/p/ui/confirm",
            current: "https://pay.google.com/gp/p/ui/pay", target: .mainFrame, navigation: .formSubmit, action: .allow, rule: 4,
            view: .popup),
        Row(
            example: "oauth-callback", what: "private-use scheme redirect", url: "com.example.app:/oauth2redirect?code=abc&state=xyz",
            current: "https://login.example-idp.com/authorize", target: .mainFrame, navigation: .other, action: .cancel, rule: 2,
            notify: "oauth-callback"),
        Row(
            example: "oauth-callback", what: "claimed https redirect", url: "https://app.example.com/oauth/callback?code=abc",
            current: "https://login.example-idp.com/authorize", target: .mainFrame, navigation: .formSubmit, action: .cancel, rule: 3,
            notify: "oauth-callback"),
        Row(
            example: "oauth-callback", what: "identity provider's login page", url: "https://login.example-idp.com/authorize?client_id=app",
            current: "https://app.example.com/signin", target: .mainFrame, navigation: .link, action: .allow, rule: 4),
        Row(
            example: "help-centre", what: "a manual in capitals", url: "https://help.example.com/docs/Manual.PDF",
            current: "https://help.example.com/docs/", target: .mainFrame, navigation: .link, action: .download, rule: 2),
        Row(
            example: "help-centre", what: "the default port written out", url: "https://help.example.com:443/docs/faq",
            current: nil, target: .mainFrame, navigation: .other, action: .allow, rule: 3),
        Row(
            example: "help-centre", what: "the staging port", url: "https://help.example.com:8443/docs/faq",
            current: "https://help.example.com/docs/", target: .mainFrame, navigation: .link, action: .openExternal, rule: 4),
        Row(
            example: "oauth-callback", what: "another site", url: "https://www.example.org/privacy",
            current: "https://login.example-idp.com/authorize", target: .mainFrame, navigation: .link, action: .openExternal, rule: 6),
        Row(
            example: "ads", what: "_self link, other host", url: "http://advertiser.example/self", current: page,
            target: .mainFrame, navigation: .link, action: .openInApp, rule: 3),
        Row(
            example: "ads", what: "_self link, same host", url: "https://NEWS.example./self", current: page,
            target: .mainFrame, navigation: .link, action: .allow, rule: 4),
        Row(
            example: "ads", what: "_parent link from an ad frame, other host", url: "https://advertiser.example/p", current: page,
            target: .subframe, navigation: .link, action: .openInApp, rule: 3),
        Row(
            example: "ads", what: "_parent link from an ad frame, same host", url: "https://news.example/p", current: page,
            target: .subframe, navigation: .link, action: .allow, rule: 4),
        Row(
            example: "ads", what: "window.open(url, \"_blank\"), other host", url: "https://advertiser.example/w", current: page,
            target: .newWindow, navigation: .other, action: .openInApp, rule: 3),
        Row(
            example: "ads", what: "window.open(url, \"_blank\"), same host", url: "https://news.example/w", current: page,
            target: .newWindow, navigation: .other, action: .allow, rule: 4),
        Row(
            example: "ads", what: "itms-apps link click", url: "itms-apps://apps.apple.com/app/id123456789", current: page,
            target: .mainFrame, navigation: .link, action: .openExternal, rule: 2),
        Row(
            example: "ads", what: "first load, nothing shown yet", url: "https://news.example/", current: nil,
            target: .mainFrame, navigation: .other, action: .allow, rule: 4),
        Row(
            example: "google-pay-popups", what: "window.open pop-up", url: "https://pay.google.com/gp/p/ui/pay",
            current: "https://merchant.example/checkout",
            target: .newWindow, navigation: .other, action: .openPopup, rule: 3),
        Row(
            example: "google-pay-popups", what: "main-frame link", url: "https://merchant.example/cart",
            current: "https://merchant.example/checkout",
            target: .mainFrame, navigation: .link, action: .allow, rule: 4),
        Row(
            example: "own-domain", what: "same-host link", url: "https://www.artemnovichkov.com/blog/webview",
            current: "https://www.artemnovichkov.com/",
            target: .mainFrame, navigation: .link, action: .allow, rule: 2),
        Row(
            example: "own-domain", what: "other-host link", url: "https://github.com/artemnovichkov",
            current: "https://www.artemnovichkov.com/",
            target: .mainFrame, navigation: .link, action: .openExternal, rule: 3),
        Row(
            example: "own-domain", what: "look-alike host", url: "https://www.artemnovichkov.com.evil.example/",
            current: "https://www.artemnovichkov.com/",
            target: .mainFrame, navigation: .link, action: .openExternal, rule: 3),
    ]

    /// An example checked, compiled and loaded.
    static func compiledExample(_ name: String) throws -> CompiledPolicy {
        let url = ExamplesCheckTests.examplesDirectory.appendingPathComponent("\(name).navpolicy")
        let source = SourceFile(name: "Examples/\(name).navpolicy", bytes: Array(try Data(contentsOf: url)))
        return try PolicyPipeline(lints: false).load(source).product.get()
    }

    @Test(arguments: rows) func guideBehaviourHolds(_ row: Row) throws {
        let example = try Self.compiledExample(row.example)
        let (policy, table) = (example.checked.policy, example.policy)
        let request = try NavigationRequest(
            url: row.url, current: row.current, target: row.target, navigation: row.navigation, view: row.view)
        let compiled = table.decide(request)
        #expect(compiled == ReferenceInterpreter.decide(policy, request))
        #expect(compiled.action == row.action)
        #expect(compiled.notify == row.notify)
        #expect(compiled.rule == row.rule)
        #expect(compiled.line == row.rule.map { policy.rules[$0 - 1].line })
    }
}
