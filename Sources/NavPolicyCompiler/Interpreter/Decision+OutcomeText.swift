import NavPolicy

extension Decision {
    /// What the decision does, in words: the action's JSON name, and its notify tag when it
    /// has one (`cancel, notify "ask"`). A decision is its action and its tag, so every place
    /// that names one outcome (`eval --explain`, `graph` leaves) shows both.
    package var outcomeText: String {
        action.jsonName + (notify.map { ", notify \(JSONText.quoted($0))" } ?? "")
    }
}
