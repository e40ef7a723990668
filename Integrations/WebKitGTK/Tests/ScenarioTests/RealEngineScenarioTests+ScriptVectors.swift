/// The navigation-vector matrix, continued: script navigations, `javascript:`, `data:` and
/// `blob:` URLs, frames, history, fragments and `pushState` (see `vectors`).
extension RealEngineScenarioTests {
    /// `location.href`, `assign` and `replace`, each from a button's click handler and from a
    /// timer (no user gesture left).
    static let scriptVectors: [Scenario] =
        ["href", "assign", "replace"].flatMap { method -> [Scenario] in
            let call =
                method == "href"
                ? "location.href = \"http://evil.example/href-timer\"" : "location.\(method)(\"http://evil.example/\(method)-timer\")"
            return [
                vector("location.\(method) from a click", steps: [click(method)], asked: [cancels("\(method)-click", navigation: "other")]),
                vector(
                    "location.\(method) from a timer", steps: ["setTimeout(function () { \(call) }, 50)"],
                    asked: [cancels("\(method)-timer", navigation: "other")]),
            ]
        } + [
            vector(
                "location.href to a custom scheme", steps: ["location.href = \"evil-app://pay?amount=100\""],
                asked: [cancels("evil-app://pay?amount=100", navigation: "other")]),
            vector(
                "javascript: iframe source", start: app + "iframe-javascript.html", steps: [],
                asked: [cancels("javascript-frame", navigation: "other", current: app + "iframe-javascript.html")]),
            vector(
                "top-level data: URL", steps: ["location.href = \"data:text/html,<p>data</p>\""],
                asked: [cancels("data:text/html,*", navigation: "other")]),
            vector(
                "top-level blob: URL", steps: ["location.href = URL.createObjectURL(new Blob([\"<p>blob</p>\"], {type: \"text/html\"}))"],
                asked: [cancels("blob:http://app.example/*", navigation: "other")]),
        ]

    /// Frames report `main-frame` in WebKitGTK (it cannot tell a subframe at that question).
    static let frameVectors: [Scenario] = [
        vector(
            "iframe initial src", start: app + "iframe-initial.html", steps: [],
            asked: [cancels("frame", navigation: "other", current: app + "iframe-initial.html")]),
        vector(
            "iframe src changed by script", steps: ["document.getElementById(\"frame\").src = \"http://evil.example/frame-script\""],
            asked: [cancels("frame-script", navigation: "other")]),
        vector(
            "<object> document", start: app + "object.html", steps: [],
            asked: [cancels("object.html", navigation: "other", current: app + "object.html")]),
        vector(
            "<embed> document", start: app + "embed.html", steps: [],
            asked: [cancels("embed.html", navigation: "other", current: app + "embed.html")]),
        vector(
            "_top two frames deep", start: app + "frames.html", steps: [inNested("top")],
            asked: [cancels("deep-top", navigation: "link", current: app + "frames.html")]),
        vector(
            "_parent two frames deep", start: app + "frames.html", steps: [inNested("parent")],
            asked: [cancels("deep-parent", navigation: "link", current: app + "frames.html")]),
        vector(
            "top.location two frames deep", start: app + "frames.html", steps: [inNested("top-location")],
            asked: [cancels("deep-top-location", navigation: "other", current: app + "frames.html")]),
    ]

    /// History across hosts: the `setup` flag first lets evil.example into the view's history,
    /// then the flags are cleared and the page goes back (or forward) to it.
    static let historyVectors: [Scenario] = [
        vector(
            "history.back across hosts",
            steps: [
                "flags: setup", "location.href = \"http://evil.example/\"",
                "location.href = \"http://app.example/next.html\"", "flags:", "history.back()",
            ],
            asked: [cancels("", navigation: "back-forward", current: app + "next.html")]),
        vector(
            "history.go(-1) across hosts",
            steps: [
                "flags: setup", "location.href = \"http://evil.example/\"",
                "location.href = \"http://app.example/next.html\"", "flags:", "history.go(-1)",
            ],
            asked: [cancels("", navigation: "back-forward", current: app + "next.html")]),
        vector(
            "history.forward across hosts",
            steps: [
                "flags: setup", "location.href = \"http://evil.example/\"", "history.back()",
                "flags:", "history.forward()",
            ],
            asked: [cancels("", navigation: "back-forward", current: app)]),
        // A fragment jump is asked about (and allowed: same host) but loads nothing; pushState
        // cannot name another origin (it throws), and on the same host loads nothing and asks
        // nothing.
        vector(
            "fragment jump", steps: [click("fragment")],
            asked: [
                .decision(app + "#section", target: "main-frame", navigation: "link", action: "allow", current: app)
            ], absent: [.served("GET", app + "#section")]),
        vector(
            "pushState to another host", steps: ["try { history.pushState({}, \"\", \"http://evil.example/pushed\") } catch (e) {}"],
            asked: [], absent: [noDecisionAfterLoad(evil + "pushed")]),
        vector(
            "pushState on the same host", steps: ["history.pushState({}, \"\", \"/pushed\")"], asked: [],
            absent: [noDecisionAfterLoad(app + "pushed"), .served("GET", app + "pushed")]),
    ]

    /// Any navigation decision for `url`.
    static func noDecisionAfterLoad(_ url: String) -> Expected {
        Expected(fields: [("event", "decision"), ("request.url", url)])
    }
}
