// rankfile/core/inline_string.hpp, and the names it holds in the value types: a combat and a
// battle own their names, stay trivially copyable and usable in constant expressions, and a name
// too long for them is remembered, never silently cut.
#include "rankfile/core/inline_string.hpp"

#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>

#include "rankfile/combat/combat.hpp"
#include "rankfile/combat/explain.hpp"
#include "rankfile/combat/resolve.hpp"
#include "rankfile/combat/validate.hpp"
#include "rankfile/editions/wfb5.hpp"
#include "rankfile/victory/battle.hpp"
#include "rankfile/victory/validate.hpp"
#include "support/catch.hpp"

using rankfile::inline_string;

// What the simulators rely on: a combat is copied and scanned as plain bytes.
static_assert(std::is_trivially_copyable_v<inline_string<23>>);
static_assert(sizeof(inline_string<23>) == 24);
static_assert(sizeof(inline_string<63>) == 64);
static_assert(std::is_trivially_copyable_v<rankfile::combat>);
static_assert(std::is_trivially_copyable_v<rankfile::battle>);
// A view of a temporary's name would dangle: it does not compile.
static_assert(std::is_convertible_v<const inline_string<8>&, std::string_view>);
static_assert(!std::is_convertible_v<inline_string<8>, std::string_view>);

TEST_CASE("inline_string: from literals - string_view - string - compared with all three",
          "[core][names]") {
  const inline_string<8> a = "Boyz";
  CHECK(a.size() == 4);
  CHECK(!a.empty());
  CHECK(!a.too_long());
  CHECK(a == "Boyz");
  CHECK("Boyz" == a);
  CHECK(a != "Boy");
  CHECK(a == std::string_view("Boyz"));
  CHECK(std::string("Boyz") == a);
  CHECK(a == inline_string<8>("Boyz"));
  CHECK(a == inline_string<23>("Boyz"));
  CHECK(std::string(a) == "Boyz");
  CHECK(std::string_view(a) == "Boyz");
  CHECK(std::string_view(a.data(), a.size()) == "Boyz");
  std::string built = "Big";
  built += " 'Uns";
  const inline_string<8> b = built;
  CHECK(b == "Big 'Uns");
  std::ostringstream out;
  out << b << '.';
  CHECK(out.str() == "Big 'Uns.");
  const inline_string<8> empty;
  CHECK(empty.empty());
  CHECK(empty == "");
  CHECK(inline_string<8>::capacity() == 8);
}

TEST_CASE("inline_string: usable in constant expressions", "[core][names]") {
  constexpr inline_string<11> name = "Halberdiers";  // exactly the capacity
  STATIC_REQUIRE(name.size() == 11);
  STATIC_REQUIRE(name == "Halberdiers");
  STATIC_REQUIRE(!name.too_long());
  STATIC_REQUIRE(inline_string<4>() == "");
  // inline_string<10> x = "Halberdiers";  as constexpr: does not compile (the compiler names
  // detail::inline_string_longer_than_its_capacity).
}

TEST_CASE("inline_string: too long at run time - kept short and remembered", "[core][names]") {
  const std::string long_name = "Mounted Knights of the Realm";  // 28
  const inline_string<8> s = long_name;
  CHECK(s.too_long());
  CHECK(s.size() == 8);
  CHECK(s.view() == "Mounted ");  // the first 8 characters, for messages
  CHECK(s != "Mounted ");         // but it is not that name
  CHECK(s != long_name);
  CHECK(s != inline_string<8>("Mounted "));
  CHECK(s == inline_string<8>(long_name));
  inline_string<8> t = s;
  CHECK(t.too_long());
  t = "Knights";
  CHECK(!t.too_long());
  CHECK(t == "Knights");
}

TEST_CASE("names: a combat owns them - constexpr - copied with it", "[core][names]") {
  constexpr rankfile::combat c{
      .sides = {
          {{.name = "Empire",
            .wounds_inflicted = 3,
            .units = {rankfile::block("Halberdiers", 20, 5)}},
           {.name = "Orcs", .wounds_inflicted = 4, .units = {rankfile::block("Boyz", 10, 5)}}}}};
  STATIC_REQUIRE(c.sides[0].name == "Empire");
  STATIC_REQUIRE(c.sides[1].units[0].name == "Boyz");
  constexpr auto r = rankfile::resolve<rankfile::wfb5>(c);
  STATIC_REQUIRE(r.sides[0].score == 6);
  rankfile::combat copy = c;
  CHECK(copy == c);
  copy.sides[1].units[0].name = "Big 'Uns";
  CHECK(copy != c);
  CHECK(c.sides[1].units[0].name == "Boyz");
}

namespace {
// The trap of issue 17: an army builder makes each unit's id in a std::string that dies before
// the combat is explained. With views this read freed memory (AddressSanitizer: heap use after
// free); a combat now holds its own copy.
rankfile::combat_unit unit_named(int number, int models) {
  std::string id = "Regiment number ";
  id += std::to_string(number);  // heap-allocated: longer than the short-string buffer
  return rankfile::block(id, models, 5);
}  // `id` is freed here
}  // namespace

TEST_CASE("names: an id built in a temporary string outlives it - resolved and explained",
          "[core][names][asan]") {
  rankfile::combat c;
  {
    std::string side = "Army of the Reikland";  // longer than the short-string buffer
    c.sides[0] = {.name = side, .wounds_inflicted = 3, .units = {unit_named(1, 20)}};
    side = "Orc tribes of Badlands";  // longer: reallocated, the old buffer freed
    c.sides[1] = {.name = side, .wounds_inflicted = 1, .units = {unit_named(2, 10)}};
    side.assign(64, 'x');  // reallocated again
  }
  CHECK(rankfile::validate(c).empty());
  const auto r = rankfile::resolve<rankfile::wfb5>(c);
  const std::string text = rankfile::explain<rankfile::wfb5>(c, r);
  CHECK(text.find("Army of the Reikland scored") != std::string::npos);
  CHECK(text.find("Regiment number 1") != std::string::npos);
  CHECK(text.find("Orc tribes of Badlands scored") != std::string::npos);
}

TEST_CASE("names: too long for a combat - validate names each with its path", "[core][names]") {
  rankfile::combat c{
      .sides = {
          {{.name = "Empire",
            .wounds_inflicted = 1,
            .units = {rankfile::block("Halberdiers", 20, 5)}},
           {.name = "Orcs", .wounds_inflicted = 1, .units = {rankfile::block("Boyz", 10, 5)}}}}};
  c.sides[1].name = std::string(40, 'O');
  c.sides[0].units.push_back(rankfile::block(std::string(41, 'h'), 10, 5));
  c.sides[0].units[0].extra.push_back({.label = std::string(28, 'b'), .value = 1});
  c.engagements = {{.unit = {0, 0}, .fights = {1, 0}}, {.unit = {0, 1}, .fights = {1, 0}}};
  const std::vector<rankfile::problem> ps = rankfile::validate(c);
  REQUIRE(ps.size() == 3);
  CHECK(ps[0] ==
        rankfile::problem{"sides[0].units[0].extra[0].label", "longer than 27 characters"});
  CHECK(ps[1] == rankfile::problem{"sides[0].units[1].id", "longer than 39 characters"});
  CHECK(ps[2] == rankfile::problem{"sides[1].name", "longer than 39 characters"});
  // One character less fits.
  c.sides[1].name = std::string(39, 'O');
  c.sides[0].units[1].name = std::string(39, 'h');
  c.sides[0].units[0].extra[0].label = std::string(27, 'b');
  CHECK(rankfile::validate(c).empty());
  // The ids army builders give their units fit: Old World Builder's longest in the real lists,
  // and a UUID.
  c.sides[0].units[0].name = "mounted-knights-of-the-realm.elpexdyx";
  c.sides[0].units[1].name = "3f2b8c1e-9d4a-4e6b-a7c2-5b8e1f0d9a34";
  CHECK(rankfile::validate(c).empty());
}

TEST_CASE("names: too long for a battle - validate_battle names each with its path",
          "[core][names]") {
  rankfile::battle b{
      .points_limit = 2000,
      .armies = {{{.name = "Orcs", .units = {{.id = "boyz", .cost = 300, .strength_at_start = 20}}},
                  {.name = "Empire"}}}};
  CHECK(rankfile::validate_battle(b, "tow", true).empty());
  const std::string parent = "wood-elf-beast-pack.jpyafkrs";
  b.armies[0].units.push_back(
      {.id = parent + "/deepwood-hounds.klifrac", .cost = 40, .strength_at_start = 5});
  CHECK(b.armies[0].units[1].id.size() == 52);  // the longest id of our Old World Builder lists
  CHECK(rankfile::validate_battle(b, "tow", true).empty());
  b.armies[1].name = std::string(64, 'E');
  b.armies[0].units[0].id = std::string(70, 'b');
  const std::vector<rankfile::problem> ps = rankfile::validate_battle(b, "tow", true);
  REQUIRE(ps.size() == 2);
  CHECK(ps[0] == rankfile::problem{"armies[0].units[0].id", "longer than 63 characters"});
  CHECK(ps[1] == rankfile::problem{"armies[1].name", "longer than 63 characters"});
}

// GCC 12 at -O3 warned (-Warray-bounds, an error under -Werror, as the release preset builds
// this file) when a name was assigned from a std::string made in the expression: a user's loop
// of generated ids. Kept as such a loop, so that the release build fails if it comes back.
TEST_CASE("inline_string: names made in a loop from temporary std::strings", "[core]") {
  rankfile::battle b;
  for (int i = 0; i < 12; ++i) {
    rankfile::battle_unit u;
    u.id = "unit-" + std::to_string(i);
    u.cost = 10;
    b.armies[0].units.push_back(u);
  }
  REQUIRE(b.armies[0].units.size() == 12);
  CHECK(b.armies[0].units[11].id == "unit-11");
  CHECK(!b.armies[0].units[11].id.too_long());
}
