// rankfile/core/names.hpp: names compared without case, and the nearest name for "did you mean".
#include "rankfile/core/names.hpp"

#include "support/catch.hpp"

using namespace rankfile::detail;

TEST_CASE("names: same name in any case", "[names]") {
  STATIC_REQUIRE(same_name("WFB5", "wfb5"));
  STATIC_REQUIRE(same_name("Tow-Matched-Play", "tow-matched-play"));
  STATIC_REQUIRE(!same_name("wfb5", "wfb55"));
  STATIC_REQUIRE(!same_name("wfb5", "wfb6"));
  STATIC_REQUIRE(same_name("", ""));
}

TEST_CASE("names: edit distance", "[names]") {
  STATIC_REQUIRE(edit_distance("chargd", "charged") == 1);  // one left out
  STATIC_REQUIRE(edit_distance("wfb9", "wfb5") == 1);       // one changed
  STATIC_REQUIRE(edit_distance("facingg", "facing") == 1);  // one added
  STATIC_REQUIRE(edit_distance("cots", "cost") == 1);       // two swapped
  STATIC_REQUIRE(edit_distance("8TH", "8th") == 0);         // case is no difference
  STATIC_REQUIRE(edit_distance("", "tow") == 3);
  STATIC_REQUIRE(edit_distance("kitten", "sitting") == 3);
  constexpr std::string_view long_name =  // 78 characters: past 64, only lengths count
      "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz";
  STATIC_REQUIRE(edit_distance(long_name, long_name) == 0);
  STATIC_REQUIRE(edit_distance(long_name, long_name.substr(0, 70)) == 8);
  STATIC_REQUIRE(edit_distance(long_name, "") == 78);
}

TEST_CASE("names: the nearest name, when near enough", "[names]") {
  STATIC_REQUIRE(nearest_name("chargd", {"id", "models", "charged", "charged_downhill"}) ==
                 "charged");
  STATIC_REQUIRE(nearest_name("wfb9", {"wfb5", "wfb6"}) == "wfb5");  // a tie: the first offered
  STATIC_REQUIRE(nearest_name("wounds_inflcted", {"name", "wounds_inflicted"}) ==
                 "wounds_inflicted");
  STATIC_REQUIRE(nearest_name("colour", {"rules", "sides", "engagements"}).empty());
  STATIC_REQUIRE(nearest_name("xyz", {"tow"}).empty());  // three letters, all wrong
  STATIC_REQUIRE(nearest_name("x", {"y"}) == "y");       // one wrong of one: still offered
}

TEST_CASE("names: text holds no control characters - C0 - DEL - C1 - line separators and bidi",
          "[names]") {
  using rankfile::detail::is_text;
  CHECK(is_text("Empire\tGreatswords"));  // a tab is text
  CHECK(is_text("K\xC3\xB6nigsgarde"));   // U+00F6
  CHECK(is_text("\xC2\xA0"));             // U+00A0, the first character after the C1 controls
  CHECK(!is_text("a\nb"));
  CHECK(!is_text("a\x1B[2J"));
  CHECK(!is_text("a\x7F"));
  CHECK(
      !is_text("Emp\xC2\x9B"
               "2J"));          // U+009B, a terminal's CSI
  CHECK(!is_text("\xC2\x80"));  // U+0080
  CHECK(!is_text("\xC3"));      // a sequence cut short
  // What breaks a line or reorders the text around it where Unicode is shown.
  CHECK(!is_text("Emp\xE2\x80\xA8ire"));  // U+2028, line separator
  CHECK(!is_text("Emp\xE2\x80\xA9ire"));  // U+2029, paragraph separator
  CHECK(
      !is_text("Ann \xE2\x80\xAE"
               "2-0"));             // U+202E, right-to-left override
  CHECK(!is_text("\xE2\x80\xAA"));  // U+202A, the first embedding
  CHECK(!is_text("\xE2\x81\xA6"));  // U+2066, the first isolate
  CHECK(!is_text("\xE2\x81\xA9"));  // U+2069, the last
  CHECK(is_text("\xE2\x80\xA7"));   // U+2027, hyphenation point: text
  CHECK(is_text("\xE2\x80\xAF"));   // U+202F, narrow no-break space
  CHECK(is_text("\xE2\x81\xA5"));   // U+2065, unassigned: not refused
  CHECK(is_text("\xE2\x81\xAA"));   // U+206A
  CHECK(is_text("\xE2\x80\x94"));   // U+2014, an em dash
}

TEST_CASE("names: printable escapes what is_text refuses - and the backslash", "[names]") {
  using rankfile::detail::printable;
  CHECK(printable("unknown rule set \"a\nb\"") == "unknown rule set \"a\\nb\"");
  CHECK(printable("\r\x1B[2J\x7F") == "\\r\\x1b[2J\\x7f");
  CHECK(printable(std::string_view("a\0b", 3)) == "a\\x00b");
  CHECK(printable("Emp\xC2\x9B"
                  "2J") == "Emp\\u009b2J");
  CHECK(printable("A\xE2\x80\xA8"
                  "B\xE2\x80\xAE"
                  "C\xE2\x81\xA9") == "A\\u2028B\\u202eC\\u2069");
  CHECK(printable("\xE2\x80\x94") == "\xE2\x80\x94");  // an em dash is shown as it is
  CHECK(printable("K\xC3\xB6nig\tsgarde \xC2\xA0") == "K\xC3\xB6nig\tsgarde \xC2\xA0");
  CHECK(printable("a\\nb") == "a\\\\nb");  // a backslash and an n, not a line break
  CHECK(printable("x\x9B"
                  "2J\xC3") == "x\\x9b2J\\xc3");  // bytes that are not UTF-8
}

TEST_CASE("names: quoted gives a value whole up to max_quoted bytes - then cut with its length",
          "[names]") {
  using rankfile::detail::max_quoted;
  using rankfile::detail::quoted;
  CHECK(quoted("wfb9") == "\"wfb9\"");
  const std::string whole(max_quoted, 'x');
  CHECK(quoted(whole) == "\"" + whole + "\"");
  CHECK(quoted(whole + "y") == "\"" + whole + "...\" (65 bytes)");
  // Cut at the start of a character: the two bytes of an o-umlaut straddling the limit go.
  const std::string umlaut = std::string(max_quoted - 1, 'x') + "\xC3\xB6";
  CHECK(quoted(umlaut) == "\"" + std::string(max_quoted - 1, 'x') + "...\" (65 bytes)");
}
