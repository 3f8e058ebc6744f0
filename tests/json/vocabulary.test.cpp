// rankfile/json/vocabulary.hpp: the JSON form of the vocabulary holds every value of every enum
// table, in the tables' order, under the same sections as the Markdown form.
#include "rankfile/json/vocabulary.hpp"

#include <cstddef>
#include <string>

#include "support/catch.hpp"

using namespace rankfile;

TEST_CASE("vocabulary_json: every enum table whole and in order", "[json][vocabulary]") {
  const nlohmann::ordered_json v = vocabulary_json();
  std::size_t sections = 0;
  for_each_vocabulary([&]<Tabled E>(std::string_view key, std::string_view heading) {
    ++sections;
    INFO(key);
    REQUIRE(v.contains(std::string(key)));
    const nlohmann::ordered_json& list = v.at(std::string(key));
    REQUIRE(list.size() == entries_of(E{}).size());
    std::size_t k = 0;
    for (const enum_entry<E>& row : entries_of(E{})) {
      CHECK(list[k].at("id") == row.id);
      CHECK(list[k].at("english") == row.english);
      CHECK(list[k].at("meaning") == row.meaning);
      ++k;
    }
    CHECK(vocabulary_markdown().find("\n### " + std::string(heading) + "\n") != std::string::npos);
  });
  CHECK(v.size() == sections);
  CHECK(v.begin().key() == "troop_type");
  CHECK(v.at("facing")[2].at("id") == "rear");
}
