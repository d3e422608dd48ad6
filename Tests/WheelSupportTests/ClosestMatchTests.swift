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

    /// A word that begins one candidate alone is taken as its abbreviation, before any nearer
    /// typo (`luckywheel sim` was offered `fair spin`); a short or shared beginning is not.
    @Test func theOneCandidateAWordBeginsIsNearest() {
        let commands = ["slice", "simulate", "fair spin", "spin-table"]
        #expect(closestMatch(to: "sim", in: commands) == "simulate")
        #expect(closestMatch(to: "--seg", in: ["--seed", "--segments"]) == "--segments")
        #expect(closestMatch(to: "spi", in: ["spin", "spinner"]) == "spin", "shared: the nearest")
        #expect(closestMatch(to: "si", in: ["simulate", "sit"]) == "sit", "two letters: the nearest")
    }

    /// Of two candidates equally near, the first listed wins, so suggestions are stable.
    @Test func aTieGoesToTheFirstCandidate() {
        #expect(closestMatch(to: "bast", in: ["fast", "best"]) == "fast")
        #expect(closestMatch(to: "bast", in: ["best", "fast"]) == "best")
    }
}
