import Testing

@testable import WheelCore

@Test func placeholderWheelCore() {}
