/// Lists in running text: `1, 2 or 3`, `flat and xcassets`.
public enum ListText {
    /// `items` separated by commas, the last two by ` conjunction ` (`or`, `and`); one item
    /// alone, or nothing for none.
    public static func joined(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
