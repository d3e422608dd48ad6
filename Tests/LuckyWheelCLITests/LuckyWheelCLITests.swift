import Testing

@testable import LuckyWheelCLI

@Test func placeholderLuckyWheelCLI() {}
