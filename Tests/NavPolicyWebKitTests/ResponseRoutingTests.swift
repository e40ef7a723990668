import NavPolicy
import NavPolicyWebKit
import Testing

/// `NavigationRouter.routeResponse(_:)`: what an engine reports about a response, answered
/// with the policy's response rules when it has them; this release compiles none, so the
/// engines' download default answers and the route carries no decision.
@MainActor
@Suite struct ResponseRoutingTests {
    nonisolated static func event(
        status: Int? = 200, type: String? = "text/html", canShow: Bool = true, disposition: String? = nil,
        mainFrame: Bool = true
    ) -> ResponseEvent {
        ResponseEvent(
            url: "https://a.example/x", status: status, mimeType: type, canShowMIMEType: canShow,
            contentDisposition: disposition, isMainFrame: mainFrame)
    }

    @Test(
        arguments: [
            (event(status: 404), EngineAnswer.allow),
            (event(canShow: false), .download),
            (event(disposition: "Attachment; filename=\"a.csv\""), .download),
            (event(disposition: " attachment "), .download),
            (event(disposition: "inline; filename=attachment"), .allow),
            (event(status: nil, type: nil, mainFrame: false), .allow),
        ] as [(ResponseEvent, EngineAnswer)])
    func withoutResponseRulesTheEnginesDefaultAnswers(event: ResponseEvent, answer: EngineAnswer) throws {
        var asked = 0
        let router = NavigationRouter(
            policy: try PolicyText.policy("flag strict\nwhen strict then cancel\notherwise cancel"),
            flags: { _ in
                asked += 1
                return .none
            })
        #expect(!router.policy.hasResponseRules)
        let route = router.routeResponse(event)
        #expect(route.answer == answer)
        #expect(route.decision == nil)
        // The same answer as the pre-response API, which reads only the two facts.
        #expect(router.routeResponse(canShowMIMEType: event.canShowMIMEType, contentDisposition: event.contentDisposition) == answer)
        #expect(asked == 0, "no rules to decide: the app's flags are not asked")
    }

    @Test func anEventIsAnAttachmentByItsDispositionTypeOnly() {
        #expect(Self.event(disposition: "ATTACHMENT").isAttachment)
        #expect(!Self.event(disposition: "inline").isAttachment)
        #expect(!Self.event(disposition: nil).isAttachment)
        #expect(!Self.event(disposition: "attachments").isAttachment)
    }
}
