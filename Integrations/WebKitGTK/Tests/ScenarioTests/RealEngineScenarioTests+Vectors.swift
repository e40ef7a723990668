/// The navigation-vector matrix (issue 42): every way a page can navigate, played against
/// `one-host.navpolicy`, which cancels everything leaving app.example, so a vector the engine
/// did not ask about would reach evil.example. Each row: the page and steps, the question
/// WebKitGTK asks (what the policy sees: URL, target, navigation, current URL, asking view)
/// or none, the cancel and its effect; and for every row, no request reaches evil.example after
/// the cancel (the site server logs each one, a ping's POST included).
extension RealEngineScenarioTests {
    static let oneHost = policies + "one-host.navpolicy"
    static let app = "http://app.example/"
    static let evil = "http://evil.example/"

    /// A vector's scenario: `asked` are the lines expected in order (the question first).
    static func vector(_ name: String, start: String = app, steps: [String], asked: [Expected], absent: [Expected] = []) -> Scenario {
        Scenario(
            name: "vector: \(name)", policy: oneHost, start: start, steps: steps, expected: asked, absent: absent,
            forbiddenHost: "evil.example")
    }

    /// The cancelled question for `path` on evil.example (or `url` when it is absolute).
    static func cancels(
        _ url: String, target: String = "main-frame", navigation: String, current: String = app, in view: String = "main",
        role: String = "main"
    ) -> Expected {
        .decision(
            in: view, url.contains(":") ? url : evil + url, target: target, navigation: navigation, role: role, action: "cancel",
            current: current)
    }

    static let noPopup = Expected.effect(in: "popup-1", "popup-created")
    static func inNested(_ id: String) -> String {
        "document.getElementById(\"outer\").contentDocument.getElementById(\"inner\").contentDocument.getElementById(\"\(id)\").click()"
    }

    static let vectors: [Scenario] = linkVectors + formVectors + redirectVectors + scriptVectors + frameVectors + historyVectors

    static let linkVectors: [Scenario] = [
        vector("link target=_self", steps: [click("self")], asked: [cancels("self", navigation: "link")]),
        vector("link target=_top", steps: [click("top")], asked: [cancels("top", navigation: "link")]),
        vector(
            "link target=_blank", steps: [click("blank")], asked: [cancels("blank", target: "new-window", navigation: "link")],
            absent: [noPopup]),
        vector(
            "link to a named target", steps: [click("named")], asked: [cancels("named", target: "new-window", navigation: "link")],
            absent: [noPopup]),
        vector(
            "link target=_blank rel=noopener", steps: [click("noopener")],
            asked: [cancels("noopener", target: "new-window", navigation: "link")], absent: [noPopup]),
        vector("<a download>", steps: [click("download")], asked: [cancels("file.zip", navigation: "link")], absent: [.effect("download")]),
        // The ping goes nowhere: the adapter's content filter blocks every ping.
        vector("<a ping> to another host", steps: [click("ping")], asked: [cancels("pinged", navigation: "link")]),
        vector(
            "<a ping> on a link the policy allows", steps: [click("ping-same")],
            asked: [
                .decision(app + "next.html", target: "main-frame", navigation: "link", action: "allow", current: app),
                .effect("loaded", app + "next.html"),
            ]),
        vector("javascript: link", steps: [click("javascript")], asked: [cancels("javascript-link", navigation: "other")]),
        vector(
            "window.open", steps: ["window.open(\"http://evil.example/window-open\")"],
            asked: [cancels("window-open", target: "new-window", navigation: "other")], absent: [noPopup]),
        vector(
            "window.open with noopener", steps: ["window.open(\"http://evil.example/window-open\", \"_blank\", \"noopener\")"],
            asked: [cancels("window-open", target: "new-window", navigation: "other")], absent: [noPopup]),
        vector(
            "a link in a pop-up", steps: ["window.open(\"http://app.example/popup.html\")", "popup:" + click("leave")],
            asked: [
                .effect(in: "popup-1", "popup-created", app + "popup.html"),
                cancels("from-popup", navigation: "link", current: app + "popup.html", in: "popup-1", role: "popup"),
            ]),
        vector(
            "a pop-up navigating its opener",
            steps: [
                "window.open(\"http://app.example/popup.html\")",
                "popup:opener.location.href = \"http://evil.example/opener\"",
            ],
            asked: [.effect(in: "popup-1", "popup-created"), cancels("opener", navigation: "other")]),
        vector(
            "an opener navigating its pop-up",
            steps: [
                "window.pop = window.open(\"http://app.example/popup.html\")",
                "window.pop.location.href = \"http://evil.example/from-opener\"",
            ],
            asked: [
                .effect(in: "popup-1", "popup-created"),
                cancels("from-opener", navigation: "other", current: app + "popup.html", in: "popup-1", role: "popup"),
            ]),
    ]

    static let formVectors: [Scenario] = [
        vector("form GET", steps: [submit("get-self")], asked: [cancels("form?q=v", navigation: "form-submit")]),
        vector("form POST", steps: [submit("post-self")], asked: [cancels("form", navigation: "form-submit")]),
        vector(
            "form GET target=_blank", steps: [submit("get-blank")],
            asked: [cancels("form?q=v", target: "new-window", navigation: "form-submit")],
            absent: [noPopup]),
        vector(
            "form POST target=_blank", steps: [submit("post-blank")],
            asked: [cancels("form", target: "new-window", navigation: "form-submit")],
            absent: [noPopup]),
        vector(
            "form GET to a named target", steps: [submit("get-named")],
            asked: [cancels("form?q=v", target: "new-window", navigation: "form-submit")], absent: [noPopup]),
        vector(
            "form POST to a named target", steps: [submit("post-named")],
            asked: [cancels("form", target: "new-window", navigation: "form-submit")], absent: [noPopup]),
    ]
    static func submit(_ id: String) -> String { "document.getElementById(\"\(id)\").submit()" }

    static let redirectVectors: [Scenario] =
        ["301", "302", "303", "307", "308"].map { status in
            // A later load's cancelled redirect leaves the view on its page: nothing to tell the app.
            vector(
                "HTTP \(status) redirect", steps: [click("r" + status)],
                asked: [
                    .decision(app + "redirect/" + status, target: "main-frame", navigation: "link", action: "allow"),
                    cancels("r" + status, navigation: "link"),
                ], absent: [.effect("first-load-stopped")])
        } + [
            vector(
                "POST redirected by 307 (stays a POST)", steps: [submit("post-307")],
                asked: [
                    .served("POST", app + "redirect/307", body: "q=v"), cancels("r307", navigation: "form-submit"),
                ]),
            vector(
                "POST redirected by 303 (becomes a GET)", steps: [submit("post-303")],
                asked: [
                    .served("POST", app + "redirect/303", body: "q=v"), cancels("r303", navigation: "form-submit"),
                ]),
            vector(
                "three-hop redirect chain", steps: [click("chain")],
                asked: [
                    .served("GET", app + "redirect/hop3"), cancels("chain", navigation: "link"),
                ]),
            vector(
                "open redirect on the allowed host", steps: [click("open-redirect")],
                asked: [
                    .served("GET", app + "redirect/out?to=http%3A%2F%2Fevil.example%2Fopen-redirect"),
                    cancels("open-redirect", navigation: "link"),
                ]),
            vector(
                "redirect to a custom scheme", steps: [click("scheme")], asked: [cancels("evil-app://pay?amount=100", navigation: "link")]),
            // The first load never commits: the view stays blank and the app is told.
            vector(
                "redirected first load", start: app + "redirect/302", steps: [],
                asked: [
                    cancels("r302", navigation: "other", current: "null"), .effect("first-load-stopped", evil + "r302"),
                ]),
            vector(
                "redirect in an iframe", start: app + "iframe-redirect.html", steps: [],
                asked: [
                    cancels("r302", navigation: "other", current: app + "iframe-redirect.html")
                ], absent: [.effect("first-load-stopped")]),
            // A pop-up whose only load was cancelled would stay open and blank: it is closed.
            vector(
                "redirect in a pop-up", steps: ["window.open(\"http://app.example/redirect/302\")"],
                asked: [
                    .effect(in: "popup-1", "popup-created", app + "redirect/302"),
                    cancels("r302", navigation: "other", current: "null", in: "popup-1", role: "popup"),
                    .effect(in: "popup-1", "popup-closed"),
                ]),
            vector(
                "Refresh header", steps: [click("refresh-header")],
                asked: [
                    .effect("loaded", app + "refresh-header.html"),
                    cancels("refresh-header", navigation: "other", current: app + "refresh-header.html"),
                ]),
            vector(
                "meta refresh", steps: [click("meta-refresh")],
                asked: [
                    .effect("loaded", app + "meta-refresh.html"),
                    cancels("meta-refresh", navigation: "other", current: app + "meta-refresh.html"),
                ]),
        ]
}
