import Mustache

/// The own values of a year's or a month's page: its title (`period`) and its posts in
/// `groups`, one a month.
struct PeriodPageValues: MustacheParent {
    let period: String
    let groups: [PeriodValues]

    func child(named name: String) -> Any? {
        switch name {
        case "period": period
        case "groups": groups
        default: nil
        }
    }
}
