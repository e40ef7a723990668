/// Response rules in the real engine (`responses.navpolicy`): WebKitGTK's response question,
/// asked once the site's headers (its `.headers` files) arrive, decided by the policy's
/// `on response` section, and what the engine then does with the answer.
extension RealEngineScenarioTests {
    static let responses = policies + "responses.navpolicy"
    static let manual = "http://docs.example/data/manual.pdf"
    static let missing = "http://docs.example/missing.html"

    /// Each scenario pairs the decided response (status, type and frame as WebKitGTK reported
    /// them, the rule that answered) with the effect the answer had in the engine.
    static let responseRules: [Scenario] = [
        // WebKitGTK can show a PDF itself (`displayable` is true), so only the type rule downloads it.
        Scenario(
            name: "responses: a PDF is downloaded by its type", policy: responses, start: docs, steps: [click("manual")],
            expected: [
                .decision(manual, target: "main-frame", navigation: "link", action: "allow"),
                .response(manual, status: 200, type: "application/pdf", action: "download", rule: 4, displayable: true),
                .effect("download", manual),
                .effect("download-finished", manual),
            ], absent: [.effect("loaded", manual), .effect("load-failed"), .effect("download-failed")]),
        Scenario(
            name: "responses: a Content-Disposition attachment is downloaded by the attachment rule", policy: responses, start: docs,
            steps: [click("export")],
            expected: [
                .response(
                    "http://docs.example/data/export.csv", status: 200, type: "text/csv", action: "download", rule: 5, attachment: true),
                .effect("download", "http://docs.example/data/export.csv"),
                .effect("download-finished", "http://docs.example/data/export.csv"),
            ], absent: [.effect("loaded", "http://docs.example/data/export.csv"), .effect("download-failed")]),
        // A cancel by policy is no load failure: the view stays on the page it showed.
        Scenario(
            name: "responses: a 404 page is cancelled and handed to the app", policy: responses, start: docs, steps: [click("missing")],
            expected: [
                .decision(missing, target: "main-frame", navigation: "link", action: "allow"),
                .response(missing, status: 404, type: "text/html", action: "cancel", rule: 2, notify: "http-error"),
                .effect("notified", missing, tag: "http-error"),
                .effect("loaded", docs),
            ], absent: [.effect("loaded", missing), .effect("load-failed"), .effect("download")]),
        Scenario(
            name: "responses: a type the engine cannot show is downloaded by the displayable rule", policy: responses, start: docs,
            steps: [click("unknown")],
            expected: [
                .response(
                    "http://docs.example/data/data.navbin", status: 200, type: "application/x-navpolicy-unknown", action: "download",
                    rule: 6,
                    attachment: false, displayable: false),
                .effect("download", "http://docs.example/data/data.navbin"),
                .effect("download-finished", "http://docs.example/data/data.navbin"),
            ], absent: [.effect("loaded", "http://docs.example/data/data.navbin"), .effect("load-failed")]),
        // The frame's navigation is reported as main-frame (WebKitGTK cannot tell it at that
        // question), but its response knows the frame: it is decided as a subframe.
        Scenario(
            name: "responses: an iframe's response is decided as a subframe", policy: responses, start: docs, steps: [click("framed")],
            expected: [
                .response("http://docs.example/framed.html", status: 200, type: "text/html", action: "allow", rule: 7),
                .decision("http://docs.example/widget.html", target: "main-frame", navigation: "other", action: "allow"),
                .response("http://docs.example/widget.html", status: 200, type: "text/html", target: "subframe", action: "allow", rule: 3),
                .effect("loaded", "http://docs.example/framed.html"),
            ], absent: [.response("http://docs.example/widget.html", status: 200, type: "text/html", action: "allow", rule: 7)]),
        Scenario(
            name: "responses: a 404 in a frame is not the main frame's error", policy: responses, start: docs,
            steps: [click("broken-frame")],
            expected: [
                .response(missing, status: 404, type: "text/html", target: "subframe", action: "allow", rule: 3),
                .effect("loaded", "http://docs.example/broken-frame.html"),
            ], absent: [.effect("notified")]),
        Scenario(
            name: "responses: an HTML page is allowed and loads", policy: responses, start: docs, steps: [click("guide")],
            expected: [
                .response(docs, status: 200, type: "text/html", action: "allow", rule: 7),
                .effect("loaded", docs),
                .decision("http://docs.example/guide.html", target: "main-frame", navigation: "link", action: "allow"),
                .response(
                    "http://docs.example/guide.html", status: 200, type: "text/html", action: "allow", rule: 7, attachment: false,
                    displayable: true),
                .effect("loaded", "http://docs.example/guide.html"),
            ], absent: [.effect("download"), .effect("notified")]),
        // Without an `on response` section the engines' default answers, as before issue 22.
        Scenario(
            name: "responses: without response rules the 404 page loads", policy: policies + "download.navpolicy", start: docs,
            steps: [click("missing")],
            expected: [
                .decision(missing, target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", missing),
            ], absent: [noResponseDecision, .effect("notified")]),
        Scenario(
            name: "responses: without response rules the engine shows the PDF", policy: policies + "download.navpolicy", start: docs,
            steps: [click("manual")],
            expected: [
                .decision(manual, target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", manual),
            ], absent: [noResponseDecision, .effect("download")]),
    ]
}
