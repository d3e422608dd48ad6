import Testing
import WheelSupport

struct ClosestMatchTests {
    /// A likely typo is matched to the candidate as spelled in the list, case ignored; a word
    /// too far from every candidate, or a dash alone, is matched to none.
    @Test(
        arguments: [
            ("pnj", "png"),
            ("PNG", "png"),
            ("Smal", "small"),
            ("--JSON", "--json"),
            ("-json", "--json"),
            ("LINEER", "linear"),
            ("easeinout", "easeInOut"),
            ("-f", nil),
            ("--", nil),
            ("", nil),
            ("zzzzzz", nil),
        ] as [(String, String?)])
    func matchesALikelyTypoCaseIgnored(word: String, expected: String?) {
        let candidates = ["png", "small", "--json", "-o", "linear", "easeInOut"]
        #expect(closestMatch(to: word, in: candidates) == expected)
    }

    /// Of two candidates equally near, the first listed wins, so suggestions are stable.
    @Test func aTieGoesToTheFirstCandidate() {
        #expect(closestMatch(to: "bast", in: ["fast", "best"]) == "fast")
        #expect(closestMatch(to: "bast", in: ["best", "fast"]) == "best")
    }
}
