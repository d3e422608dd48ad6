/// The candidate nearest to `word` by edit distance, case ignored, when it is close enough to
/// be a likely typo: a third of the word's letters at most (two in a short word), and fewer than
/// all of them. Leading dashes are not letters: `-f` is no typo of `-o`, `-json` is one of
/// `--json`. A candidate spelled alike but for case (`PNG`: `png`) is the nearest of all, and
/// the one candidate that starts with a word of three letters or more is nearer than any typo
/// (`sim`: `simulate`, not `spin`).
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let letters = Substring(word.drop { $0 == "-" }.lowercased())
    let extending = candidates.filter { $0.drop { $0 == "-" }.lowercased().hasPrefix(letters) }
    if letters.count >= 3, extending.count == 1 { return extending[0] }
    let scored = candidates.map { ($0, editDistance(letters, Substring($0.drop { $0 == "-" }.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, letters.count / 3) && best.1 < letters.count ? best.0 : nil
}

private func editDistance(_ a: Substring, _ b: Substring) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in stride(from: 1, through: b.count, by: 1) {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        previous = current
    }
    return previous[b.count]
}
