import Foundation
import Testing

/// Plays scenarios in a real WebKitGTK web view through `navpolicy-webkit-scenario` and
/// compares, for each, the decided requests and the observed effects. Needs a display:
/// `xvfb-run -a swift test`.
@Suite struct RealEngineScenarioTests {
    static let news = "http://news.example/"
    static func click(_ id: String) -> String { "document.getElementById(\"\(id)\").click()" }
    static func clickInFrame(_ id: String) -> String {
        "document.getElementById(\"ad\").contentDocument.getElementById(\"\(id)\").click()"
    }

    static let ads = "Examples/ads.navpolicy"
    static let pay = "Examples/google-pay-popups.navpolicy"
    static let own = "Examples/own-domain.navpolicy"
    static let policies = "Integrations/WebKitGTK/Tests/ScenarioTests/Scenarios/policies/"

    /// The AdMob click table (seeds 000/001) with `Examples/ads.navpolicy`.
    static let adClicks: [Scenario] = [
        Scenario(
            name: "ads: first load", policy: ads, start: news, steps: [],
            expected: [
                .decision(news, target: "main-frame", navigation: "other", action: "allow"),
                .effect("loaded", news),
            ]),
        Scenario(
            name: "ads: _blank to another host opens in-app", policy: ads, start: news, steps: [click("blank-other")],
            expected: [
                .decision("http://advertiser.example/landing", target: "new-window", navigation: "link", action: "open-in-app"),
                .effect("opened-in-app", "http://advertiser.example/landing"),
            ], absent: [.effect(in: "popup-1", "popup-created")]),
        Scenario(
            name: "ads: _blank on the same host is left to WebKit (no window)", policy: ads, start: news, steps: [click("blank-same")],
            expected: [
                .decision("http://news.example/next.html", target: "new-window", navigation: "link", action: "allow")
            ], absent: [.effect(in: "popup-1", "popup-created"), .effect("loaded", "http://news.example/next.html")]),
        Scenario(
            name: "ads: _top to another host opens in-app", policy: ads, start: news, steps: [click("top-other")],
            expected: [
                .decision("http://advertiser.example/top", target: "main-frame", navigation: "link", action: "open-in-app"),
                .effect("opened-in-app", "http://advertiser.example/top"),
            ], absent: [.effect("loaded", "http://advertiser.example/top")]),
        Scenario(
            name: "ads: _top on the same host loads", policy: ads, start: news, steps: [click("top-same")],
            expected: [
                .decision("http://news.example/next.html", target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", "http://news.example/next.html"),
            ]),
        Scenario(
            name: "ads: _self to another host opens in-app", policy: ads, start: news, steps: [click("self-other")],
            expected: [
                .decision("http://advertiser.example/self", target: "main-frame", navigation: "link", action: "open-in-app"),
                .effect("opened-in-app", "http://advertiser.example/self"),
            ]),
        Scenario(
            name: "ads: _self on the same host loads", policy: ads, start: news, steps: [click("self-same")],
            expected: [
                .decision("http://news.example/next.html", target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", "http://news.example/next.html"),
            ]),
        Scenario(
            name: "ads: _parent from the ad iframe to another host opens in-app", policy: ads, start: news,
            steps: [clickInFrame("parent-other")],
            expected: [
                .decision("http://advertiser.example/parent", target: "main-frame", navigation: "link", action: "open-in-app"),
                .effect("opened-in-app", "http://advertiser.example/parent"),
            ]),
        Scenario(
            name: "ads: _parent from the ad iframe on the same host loads the page", policy: ads, start: news,
            steps: [clickInFrame("parent-same")],
            expected: [
                .decision("http://news.example/next.html", target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", "http://news.example/next.html"),
            ]),
        // WebKitGTK reports a navigation inside the iframe as main-frame (WKWebView: subframe).
        Scenario(
            name: "ads: a link inside the iframe navigates only the iframe", policy: ads, start: news, steps: [clickInFrame("frame-self")],
            expected: [
                .decision("http://news.example/frame2.html", target: "main-frame", navigation: "link", action: "allow")
            ], absent: [.effect("loaded", "http://news.example/frame2.html")]),
        Scenario(
            name: "ads: window.open to another host opens in-app", policy: ads, start: news,
            steps: ["window.open(\"http://advertiser.example/w\")"],
            expected: [
                .decision("http://advertiser.example/w", target: "new-window", navigation: "other", action: "open-in-app"),
                .effect("opened-in-app", "http://advertiser.example/w"),
            ], absent: [.effect(in: "popup-1", "popup-created")]),
        Scenario(
            name: "ads: window.open on the same host is left to WebKit (no window)", policy: ads, start: news,
            steps: ["window.open(\"http://news.example/next.html\")"],
            expected: [
                .decision("http://news.example/next.html", target: "new-window", navigation: "other", action: "allow")
            ], absent: [.effect(in: "popup-1", "popup-created")]),
        Scenario(
            name: "ads: itms-apps: link goes to the system", policy: ads, start: news, steps: [click("store")],
            expected: [
                .decision("itms-apps://apps.apple.com/app/id123456789", target: "main-frame", navigation: "link", action: "open-external"),
                .effect("opened-external", "itms-apps://apps.apple.com/app/id123456789"),
            ], absent: [.effect("load-failed")]),
        Scenario(
            name: "ads: mailto: link goes to the system", policy: ads, start: news, steps: [click("mail")],
            expected: [
                .decision("mailto:ads@news.example", target: "main-frame", navigation: "link", action: "open-external"),
                .effect("opened-external", "mailto:ads@news.example"),
            ]),
        Scenario(
            name: "ads: form submit loads", policy: ads, start: news, steps: ["document.getElementById(\"search\").submit()"],
            expected: [
                .decision("http://news.example/search.html?q=webkit", target: "main-frame", navigation: "form-submit", action: "allow"),
                .effect("loaded", "http://news.example/search.html?q=webkit"),
            ]),
        Scenario(
            name: "ads: back", policy: ads, start: news, steps: [click("self-same"), "history.back()"],
            expected: [
                .effect("loaded", "http://news.example/next.html"),
                .decision(news, target: "main-frame", navigation: "back-forward", action: "allow"),
                .effect("loaded", news),
            ]),
        Scenario(
            name: "ads: reload", policy: ads, start: news, steps: ["location.reload()"],
            expected: [
                .effect("loaded", news),
                .decision(news, target: "main-frame", navigation: "reload", action: "allow"),
                .effect("loaded", news),
            ]),
    ]

    static let checkout = "http://merchant.example/checkout.html"
    static let payPage = "http://pay.example/pay.html"

    /// The Google Pay pop-up flow (seed 003) with `Examples/google-pay-popups.navpolicy`.
    static let payment: [Scenario] = [
        Scenario(
            name: "pay: window.open creates a pop-up that loads", policy: pay, start: checkout, steps: [click("pay")],
            expected: [
                .decision(payPage, target: "new-window", navigation: "other", action: "open-popup"),
                .effect(in: "popup-1", "popup-created", payPage),
                .decision(in: "popup-1", payPage, target: "main-frame", navigation: "other", role: "popup", action: "allow"),
                .effect(in: "popup-1", "loaded", payPage),
            ]),
        Scenario(
            name: "pay: a _blank link creates a pop-up, decided once", policy: pay, start: checkout, steps: [click("pay-link")],
            expected: [
                .decision(payPage, target: "new-window", navigation: "link", action: "open-popup"),
                .effect(in: "popup-1", "popup-created", payPage),
                .effect(in: "popup-1", "loaded", payPage),
            ]),
        Scenario(
            name: "pay: the pop-up's own navigation is decided as view popup", policy: pay, start: checkout,
            steps: [click("pay"), "popup:" + click("confirm")],
            expected: [
                .effect(in: "popup-1", "loaded", payPage),
                .decision(
                    in: "popup-1", "http://pay.example/confirm.html", target: "main-frame", navigation: "link", role: "popup",
                    action: "allow"),
                .effect(in: "popup-1", "loaded", "http://pay.example/confirm.html"),
            ]),
        Scenario(
            name: "pay: a window the pop-up opens loads in the pop-up (view is popup)", policy: pay, start: checkout,
            steps: [click("pay"), "popup:" + click("terms")],
            expected: [
                .effect(in: "popup-1", "loaded", payPage),
                .decision(
                    in: "popup-1", "http://pay.example/terms.html", target: "new-window", navigation: "link", role: "popup",
                    action: "open-in-place"),
                .effect(in: "popup-1", "loaded", "http://pay.example/terms.html"),
            ], absent: [.effect(in: "popup-2", "popup-created"), .effect("loaded", "http://pay.example/terms.html")]),
        Scenario(
            name: "pay: a _blank link in the main view still creates a pop-up (view is main)", policy: pay, start: checkout,
            steps: [click("pay-link")],
            expected: [
                .decision(payPage, target: "new-window", navigation: "link", role: "main", action: "open-popup")
            ]),
        Scenario(
            name: "pay: window.close() closes and releases the pop-up", policy: pay, start: checkout,
            steps: [click("pay"), "popup:window.close()"],
            expected: [
                .effect(in: "popup-1", "loaded", payPage),
                .effect(in: "popup-1", "popup-closed"),
            ]),
        Scenario(
            name: "pay: a main-frame link stays in the main view", policy: pay, start: checkout, steps: [click("cart")],
            expected: [
                .decision("http://merchant.example/cart.html", target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", "http://merchant.example/cart.html"),
            ], absent: [.effect(in: "popup-1", "popup-created")]),
    ]

    static let blog = "http://www.artemnovichkov.com/"

    /// The SwiftUI own-domain decider (seed 004) with `Examples/own-domain.navpolicy`.
    static let ownDomain: [Scenario] = [
        Scenario(
            name: "own-domain: a post on the own domain loads", policy: own, start: blog, steps: [click("post")],
            expected: [
                .decision(blog, target: "main-frame", navigation: "other", action: "allow"),
                .decision("http://www.artemnovichkov.com/blog/webview.html", target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", "http://www.artemnovichkov.com/blog/webview.html"),
            ]),
        Scenario(
            name: "own-domain: another domain opens externally", policy: own, start: blog, steps: [click("github")],
            expected: [
                .decision("http://github.com/artemnovichkov", target: "main-frame", navigation: "link", action: "open-external"),
                .effect("opened-external", "http://github.com/artemnovichkov"),
            ], absent: [.effect("loaded", "http://github.com/artemnovichkov")]),
    ]

    /// The router's own rules in the real engine.
    static let routerRules: [Scenario] = [
        Scenario(
            name: "download: a file under /files/ is downloaded and saved", policy: policies + "download.navpolicy",
            start: "http://files.example/",
            steps: [click("report")],
            expected: [
                .decision("http://files.example/files/report.zip", target: "main-frame", navigation: "link", action: "download"),
                .effect("download", "http://files.example/files/report.zip"),
                .effect("download-finished", "http://files.example/files/report.zip"),
            ], absent: [.effect("load-failed"), .effect("download-failed")]),
        Scenario(
            name: "download: a response WebKit cannot show is downloaded and saved", policy: policies + "download.navpolicy",
            start: "http://files.example/", steps: [click("archive")],
            expected: [
                .decision("http://files.example/data/archive.bin", target: "main-frame", navigation: "link", action: "allow"),
                .effect("download", "http://files.example/data/archive.bin"),
                .effect("download-finished", "http://files.example/data/archive.bin"),
            ], absent: [.effect("load-failed"), .effect("loaded", "http://files.example/data/archive.bin")]),
        Scenario(
            name: "download: another file loads", policy: policies + "download.navpolicy", start: "http://files.example/",
            steps: [click("readme")],
            expected: [
                .decision("http://files.example/readme.txt", target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", "http://files.example/readme.txt"),
            ], absent: [.effect("download")]),
        Scenario(
            name: "open in-place: a _blank link loads in the asking view", policy: policies + "in-place.navpolicy", start: news,
            steps: [click("blank-same")],
            expected: [
                .decision("http://news.example/next.html", target: "new-window", navigation: "link", action: "open-in-place"),
                .decision("http://news.example/next.html", target: "main-frame", navigation: "other", action: "allow"),
                .effect("loaded", "http://news.example/next.html"),
            ], absent: [.effect(in: "popup-1", "popup-created")]),
        Scenario(
            name: "open in-place: a _blank POST form loads in the asking view as a POST", policy: policies + "in-place.navpolicy",
            start: news,
            steps: ["document.getElementById(\"post-blank\").submit()"],
            expected: [
                .decision("http://news.example/next.html", target: "new-window", navigation: "form-submit", action: "open-in-place"),
                .served("POST", "http://news.example/next.html", body: "q=webkit"),
                .effect("loaded", "http://news.example/next.html"),
            ], absent: [.served("GET", "http://news.example/next.html"), .effect(in: "popup-1", "popup-created")]),
        Scenario(
            name: "open in-place: window.open loads in the asking view", policy: policies + "in-place.navpolicy", start: news,
            steps: ["window.open(\"http://news.example/next.html\")"],
            expected: [
                .decision("http://news.example/next.html", target: "new-window", navigation: "other", action: "open-in-place"),
                .effect("loaded", "http://news.example/next.html"),
            ], absent: [.effect(in: "popup-1", "popup-created")]),
        Scenario(
            name: "open in-app: a mailto: link opens externally instead", policy: policies + "in-app-everything.navpolicy", start: news,
            steps: [click("mail")],
            expected: [
                .decision("mailto:ads@news.example", target: "main-frame", navigation: "link", action: "open-in-app"),
                .effect("opened-external", "mailto:ads@news.example"),
            ], absent: [.effect("opened-in-app")]),
    ]

    static let nested = policies + "popups.navpolicy"

    /// Pop-up lifetimes: released when replaced and when the pop-up that opened them closes.
    static let popupLifetimes: [Scenario] = [
        Scenario(
            name: "pop-ups: a second window.open from the same view replaces the first", policy: nested, start: checkout,
            steps: [click("pay"), click("pay")],
            expected: [
                .effect(in: "popup-1", "popup-created", payPage),
                .effect(in: "popup-1", "popup-closed"),
                .effect(in: "popup-2", "popup-created", payPage),
                .effect(in: "popup-2", "loaded", payPage),
            ], absent: [.effect(in: "popup-2", "popup-closed")]),
        Scenario(
            name: "pop-ups: closing a pop-up releases the pop-up it opened first", policy: nested, start: checkout,
            steps: [click("pay"), "popup:window.open(\"http://pay.example/terms.html\")", "popup:window.opener.close()"],
            expected: [
                .effect(in: "popup-1", "popup-created", payPage),
                .effect(in: "popup-2", "popup-created", "http://pay.example/terms.html"),
                .effect(in: "popup-2", "popup-closed"),
                .effect(in: "popup-1", "popup-closed"),
            ]),
    ]

    static let login = "http://login.example/"

    /// A rule's notify tag reaches the app (an OAuth callback handed to the app, not loaded).
    static let notifyTags: [Scenario] = [
        Scenario(
            name: "notify: the OAuth callback is cancelled and handed to the app", policy: policies + "notify.navpolicy", start: login,
            steps: [click("callback")],
            expected: [
                .decision(
                    "com.example.app:/oauth/callback?code=abc123", target: "main-frame", navigation: "link", action: "cancel",
                    notify: "oauth-callback"),
                .effect("notified", "com.example.app:/oauth/callback?code=abc123", tag: "oauth-callback"),
            ], absent: [.effect("load-failed"), .effect("opened-external")]),
        Scenario(
            name: "notify: a rule without a tag notifies nothing", policy: policies + "notify.navpolicy", start: login,
            steps: [click("help")],
            expected: [
                .decision("http://login.example/help.html", target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", "http://login.example/help.html"),
            ], absent: [.effect("notified")]),
    ]

    static let chat = "http://chat.example/"
    static let selfHosted = policies + "self-hosted.navpolicy"

    /// App state and load-time parameters (`self-hosted.navpolicy`): the server list decides
    /// which hosts stay in the view, and a flag switched between two clicks on the same link
    /// changes its decision.
    static let appFacts: [Scenario] = [
        Scenario(
            name: "flags: a call starting between two clicks moves the link in-app", policy: selfHosted, start: chat,
            steps: [click("elsewhere"), "flags: call-active", click("elsewhere")],
            expected: [
                .decision("http://elsewhere.example/", target: "main-frame", navigation: "link", action: "open-external"),
                .effect("opened-external", "http://elsewhere.example/"),
                .decision(
                    "http://elsewhere.example/", target: "main-frame", navigation: "link", action: "open-in-app", flags: ["call-active"]),
                .effect("opened-in-app", "http://elsewhere.example/"),
            ], absent: [.effect("loaded", "http://elsewhere.example/")], parameters: ["servers=chat.example"]),
        Scenario(
            name: "flags: turned off again, the link opens externally", policy: selfHosted, start: chat,
            steps: ["flags: call-active", "flags:", click("elsewhere")],
            expected: [
                .decision("http://elsewhere.example/", target: "main-frame", navigation: "link", action: "open-external")
            ], absent: [.effect("opened-in-app")], parameters: ["servers=chat.example"]),
        Scenario(
            name: "params: a host in the bound server list loads in the view", policy: selfHosted, start: chat,
            steps: [click("second-server")],
            expected: [
                .decision(chat, target: "main-frame", navigation: "other", action: "allow"),
                .decision("http://chat2.example/", target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", "http://chat2.example/"),
            ], parameters: ["servers=chat.example,chat2.example"]),
        Scenario(
            name: "params: the same host outside the bound list opens externally", policy: selfHosted, start: chat,
            steps: [click("second-server")],
            expected: [
                .decision(chat, target: "main-frame", navigation: "other", action: "allow"),
                .decision("http://chat2.example/", target: "main-frame", navigation: "link", action: "open-external"),
                .effect("opened-external", "http://chat2.example/"),
            ], absent: [.effect("loaded", "http://chat2.example/")], parameters: ["servers=chat.example"]),
        Scenario(
            name: "params: a wildcard item binds the host and its subdomains only", policy: selfHosted, start: chat,
            steps: [click("room"), click("second-server")],
            expected: [
                .decision(chat, target: "main-frame", navigation: "other", action: "allow"),
                .decision("http://chat.example/room.html", target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", "http://chat.example/room.html"),
            ], parameters: ["servers=*.chat.example"]),
    ]

    static let docs = "http://docs.example/"
    static let noResponseDecision = Expected(fields: [("event", "decision"), ("phase", "response")])

    /// Responses whose headers come from the site's `.headers` files, answered by the engines'
    /// download default: `download.navpolicy` has no response rules, so no response decision
    /// is logged (`responseRules` has the policy's own answers).
    static let responseHeaders: [Scenario] = [
        Scenario(
            name: "headers: a Content-Disposition attachment is downloaded by the engines' default",
            policy: policies + "download.navpolicy",
            start: docs, steps: [click("export")],
            expected: [
                .decision("http://docs.example/data/export.csv", target: "main-frame", navigation: "link", action: "allow"),
                .effect("download", "http://docs.example/data/export.csv"),
                .effect("download-finished", "http://docs.example/data/export.csv"),
            ], absent: [noResponseDecision, .effect("loaded", "http://docs.example/data/export.csv")]),
        Scenario(
            name: "headers: a Content-Type the engine cannot show is downloaded", policy: policies + "download.navpolicy",
            start: docs, steps: [click("unknown")],
            expected: [
                .decision("http://docs.example/data/data.navbin", target: "main-frame", navigation: "link", action: "allow"),
                .effect("download", "http://docs.example/data/data.navbin"),
            ], absent: [noResponseDecision, .effect("loaded", "http://docs.example/data/data.navbin")]),
        Scenario(
            name: "headers: a page the engine can show loads, with no response decision", policy: policies + "download.navpolicy",
            start: docs, steps: [click("guide")],
            expected: [
                .decision("http://docs.example/guide.html", target: "main-frame", navigation: "link", action: "allow"),
                .effect("loaded", "http://docs.example/guide.html"),
            ], absent: [noResponseDecision, .effect("download")]),
    ]

    static let all =
        adClicks + payment + ownDomain + routerRules + popupLifetimes + notifyTags + appFacts + responseHeaders + responseRules
        + vectors

    /// Every scenario is played in one of a few batch processes, two per core, which run side
    /// by side.
    static let batches = ScenarioBatch.start(all, in: 2 * ProcessInfo.processInfo.activeProcessorCount)

    /// The app's destination hook (the runner's: `--downloads DIR`, named after the server's
    /// suggestion) decides where the file goes, and the file there is the one the site served.
    @Test func downloadIsSavedWhereTheAppsHookChose() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navpolicy-downloads-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let served = ScenarioRun.site.appendingPathComponent("files.example/files/report.zip")
        for attempt in 1...2 {
            let run = try ScenarioRun.run(
                policy: Self.policies + "download.navpolicy", start: "http://files.example/",
                steps: [Self.click("report")], downloads: folder)
            #expect(run.status == 0, "stderr: \(run.stderr)")
            // A second download of the same name does not overwrite the first.
            let name = attempt == 1 ? "report.zip" : "report 2.zip"
            let expected = folder.appendingPathComponent(name).path
            #expect(
                run.lines.contains(
                    where: Expected.effect("download-finished", "http://files.example/files/report.zip", path: expected).matches),
                "output:\n\(run.stdout)")
            #expect(FileManager.default.contents(atPath: expected) == FileManager.default.contents(atPath: served.path))
        }
    }

    @Test(arguments: all)
    func scenario(_ scenario: Scenario) throws {
        let batch = try #require(Self.batches.first { $0.scenarios.contains { $0.name == scenario.name } })
        guard let run = try batch.run(of: scenario.name) else {
            Issue.record("the batch stopped before this scenario")
            return
        }
        #expect(run.status == 0, "stderr: \(run.stderr)")
        var remaining = run.lines[...]
        for expected in scenario.expected {
            guard let index = remaining.firstIndex(where: expected.matches) else {
                Issue.record("missing (in order): \(expected)\noutput:\n\(run.stdout)")
                return
            }
            remaining = remaining[(index + 1)...]
        }
        for absent in scenario.absent {
            #expect(!run.lines.contains(where: absent.matches), "unexpected: \(absent)\noutput:\n\(run.stdout)")
        }
        if let host = scenario.forbiddenHost {
            // From the first cancelled navigation on (from the start when none is), nothing may
            // reach the host: not the navigation, nor a redirect, a ping or a frame's load.
            let cancel = run.lines.firstIndex { $0["event"] as? String == "decision" && $0["action"] as? String == "cancel" } ?? 0
            let reached = run.lines[cancel...].filter {
                ($0["url"] as? String)?.hasPrefix("http://\(host)/") == true && $0["event"] as? String == "served"
            }
            #expect(reached.isEmpty, "requests reached \(host) after the cancel\noutput:\n\(run.stdout)")
        }
    }
}
