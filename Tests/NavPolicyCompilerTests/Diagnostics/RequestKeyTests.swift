import NavPolicy
import NavPolicyCompiler
import Testing

/// The one description of a request's keys: what `eval --requests`, `test` cases, `diff`
/// examples and the scenario runner's events write, spelled out.
@Suite struct RequestKeyTests {
    @Test func jsonMembersListEveryKeyInOrder() {
        let members = JSONText.requestMembers(
            url: "https://a.example/\"x\"", current: nil, target: .newWindow, navigation: .formSubmit, view: .popup)
        #expect(
            members
                == #""url": "https://a.example/\"x\"", "current": null, "target": "new-window", "navigation": "form-submit", "view": "popup""#
        )
        #expect(RequestKey.outline == #"{"url", "current", "target", "navigation", "view", "params", "flags"}"#)
    }

    @Test func jsonMembersAddTheBindingAndTheFlagsOn() {
        let members = RequestKey.jsonMembers(
            url: "https://a.example/", current: nil, target: .mainFrame, navigation: .link, view: .main,
            params: [("servers", ["chat.example", "*.chat.example"]), ("ports", [])], flags: ["call-active"])
        #expect(
            members
                == #""url": "https://a.example/", "current": null, "target": "main-frame", "navigation": "link", "view": "main", "params": {"servers": ["chat.example", "*.chat.example"], "ports": []}, "flags": ["call-active"]"#
        )
        let unbound = RequestKey.jsonMembers(url: "x:y", current: nil, target: .mainFrame, navigation: .link, view: .main, params: [])
        #expect(unbound.hasSuffix(#""view": "main", "params": {}"#))
    }

    @Test func textShowsTheBindingAsTheAnalysisWritesIt() {
        #expect(
            RequestKey.text(
                url: "x:y", current: nil, target: .mainFrame, navigation: .link, view: .main,
                params: [("servers", ["p0.example"])], flags: ["call-active", "muted"])
                == #"url "x:y", current null, target main-frame, navigation link, with servers = ["p0.example"], flags call-active muted"#)
    }

    @Test func textShowsTheViewOnlyWhenItIsNotTheDefault() {
        #expect(
            RequestKey.text(url: "x:y", current: "https://b.example/", target: .mainFrame, navigation: .link, view: .main)
                == #"url "x:y", current "https://b.example/", target main-frame, navigation link"#)
        #expect(
            RequestKey.text(url: "x:y", current: nil, target: .subframe, navigation: .other, view: .popup)
                == #"url "x:y", current null, target subframe, navigation other, view popup"#)
    }

    @Test func flagsHelpAndDefaults() {
        #expect(RequestKey.allCases.map(\.flag) == ["--url", "--current", "--target", "--navigation", "--view", "--param", "--flag"])
        #expect(RequestKey.allCases.filter(\.repeats) == [.params, .flags])
        #expect(RequestKey.url.help == "The URL being navigated to.")
        #expect(RequestKey.current.help == "The URL the web view shows now. (default: none)")
        #expect(RequestKey.navigation.help == "link, form-submit, back-forward, reload, form-resubmit or other. (default: other)")
        #expect(RequestKey.target.words == ["new-window", "main-frame", "subframe"])
        #expect(RequestKey.view.defaultWord == "main" && RequestKey.url.defaultWord == nil)
    }
}
