import NavPolicy
import Testing

@Test(arguments: Action.allCases)
func actionJSONNameRoundTrips(_ action: Action) {
    #expect(Action(jsonName: action.jsonName) == action)
}

@Test func navigationTypeRawValuesMirrorWebKit() {
    #expect(NavigationType.link.rawValue == 0)
    #expect(NavigationType.formSubmit.rawValue == 1)
    #expect(NavigationType.backForward.rawValue == 2)
    #expect(NavigationType.reload.rawValue == 3)
    #expect(NavigationType.formResubmit.rawValue == 4)
    #expect(NavigationType.other.rawValue == -1)
    #expect(Set(NavigationType.allCases.map(\.index)) == Set(0..<6))
}
