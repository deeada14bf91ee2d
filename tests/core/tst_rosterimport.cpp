// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/core/metatypes.h"

#include "core/armies/armylists.h"
#include "core/roster/rosterimport.h"
#include "core/roster/rosterjson.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

using namespace wm;

namespace {

const ArmyLists &builtIn()
{
    static const ArmyLists lists = ArmyLists::builtIn().value();
    return lists;
}

// Each unit as "<unit id>" or "<unit id>+<upgrade id>+...", then "+magic:<item key>" for the magic item
// it carries, in the roster's order.
QStringList describe(const Roster &roster)
{
    QStringList result;
    for (const RosterUnit &unit : roster.units) {
        QStringList parts{unit.unitId, unit.upgrades.join(QLatin1Char('+'))};
        if (unit.profile.magicItem)
            parts.append(QStringLiteral("magic:") + enumKey(*unit.profile.magicItem));
        if (!unit.attachedUnitId.isEmpty())
            parts.append(QStringLiteral("stand:") + unit.attachedUnitId);
        parts.removeAll(QString());
        result.append(parts.join(QLatin1Char('+')));
    }
    for (QString &entry : result) {
        if (entry.endsWith(QLatin1Char('+')))
            entry.chop(1);
    }
    return result;
}

QStringList repeated(const QString &entry, int times)
{
    QStringList result;
    for (int i = 0; i < times; ++i)
        result.append(entry);
    return result;
}

QString base64Url(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

// Raw deflate, as the browsers' CompressionStream("deflate-raw") that Warmuster uses writes it.
QByteArray deflateRaw(const QByteArray &data)
{
    z_stream stream{};
    if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out(static_cast<qsizetype>(deflateBound(&stream, static_cast<uLong>(data.size()))), '\0');
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    stream.avail_in = static_cast<uInt>(data.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    const int status = deflate(&stream, Z_FINISH);
    out.resize(static_cast<qsizetype>(stream.total_out));
    deflateEnd(&stream);
    return status == Z_STREAM_END ? out : QByteArray();
}

QString plainCode(const QByteArray &json)
{
    return QStringLiteral("WMR0.") + base64Url(json);
}

QString compressedCode(const QByteArray &json)
{
    return QStringLiteral("WMR1.") + base64Url(deflateRaw(json));
}

QByteArray toJson(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonArray strings(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QJsonObject unitEntry(const QString &unitId, int quantity, const QStringList &upgrades = {},
                      const QStringList &magicItems = {})
{
    return QJsonObject{{QStringLiteral("unitId"), unitId},
                       {QStringLiteral("quantity"), quantity},
                       {QStringLiteral("upgrades"), strings(upgrades)},
                       {QStringLiteral("magicItems"), strings(magicItems)}};
}

QJsonObject characterEntry(const QString &unitId, const QStringList &upgrades = {}, const QStringList &magicItems = {})
{
    return QJsonObject{{QStringLiteral("unitId"), unitId},
                       {QStringLiteral("upgrades"), strings(upgrades)},
                       {QStringLiteral("magicItems"), strings(magicItems)}};
}

// A list as Warmuster's share code carries it.
QJsonObject payload(const QString &army, const QString &name, int pointsLimit, const QJsonArray &units,
                    const QJsonArray &characters, const QJsonValue &notes = QJsonValue::Null,
                    const QString &ruleSet = QStringLiteral("warmaster-revolution"))
{
    return QJsonObject{{QStringLiteral("kind"), QStringLiteral("warmuster/list")},
                       {QStringLiteral("schemaVersion"), 1},
                       {QStringLiteral("ruleSet"), ruleSet},
                       {QStringLiteral("ruleVersion"), QStringLiteral("2.2.6")},
                       {QStringLiteral("army"), army},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("pointsLimit"), pointsLimit},
                       {QStringLiteral("units"), units},
                       {QStringLiteral("characters"), characters},
                       {QStringLiteral("notes"), notes}};
}

// An Empire list with quantities, skirmishers taken as an upgrade, a mounted General and a magic item.
QJsonObject empirePayload()
{
    return payload(
        QStringLiteral("empire"), QStringLiteral("Ostland"), 1000,
        QJsonArray{unitEntry(QStringLiteral("empire:halberdiers"), 2, {QStringLiteral("empire:skirmishers")}),
                   unitEntry(QStringLiteral("empire:knights"), 1)},
        QJsonArray{characterEntry(QStringLiteral("empire:general"), {QStringLiteral("empire:griffon")}),
                   characterEntry(QStringLiteral("empire:wizard"), {}, {QStringLiteral("wand-of-power")})},
        QStringLiteral("bring dice"));
}

// Magic items as Warmuster writes them ("magic:<slug>"): one for one of two Halberdiers, the Crown for
// the General, a second item he cannot have and one wmassist does not know.
QJsonObject itemsPayload()
{
    return payload(
        QStringLiteral("empire"), QStringLiteral("Talabecland"), 1500,
        QJsonArray{
            unitEntry(QStringLiteral("empire:halberdiers"), 2, {}, {QStringLiteral("magic:banner-of-fortitude")}),
            unitEntry(QStringLiteral("empire:knights"), 1, {}, {QStringLiteral("magic:banner-of-shielding")})},
        QJsonArray{characterEntry(QStringLiteral("empire:general"), {},
                                  {QStringLiteral("magic:crown-of-command"), QStringLiteral("magic:orb-of-majesty")}),
                   characterEntry(QStringLiteral("empire:hero"), {}, {QStringLiteral("magic:hat-of-doom")}),
                   characterEntry(QStringLiteral("empire:wizard"), {}, {QStringLiteral("magic:crown-of-command")})});
}

// A backup's saved list: the share code's layout with an id and no kind.
QJsonObject savedList(QJsonObject list, const QString &id)
{
    list.remove(QStringLiteral("kind"));
    list.insert(QStringLiteral("id"), id);
    list.insert(QStringLiteral("updatedAt"), QStringLiteral("2026-01-02T10:00:00.000Z"));
    return list;
}

QJsonObject backup(const QJsonArray &lists)
{
    return QJsonObject{{QStringLiteral("kind"), QStringLiteral("warmuster/backup")},
                       {QStringLiteral("backupVersion"), 1},
                       {QStringLiteral("exportedAt"), QStringLiteral("2026-01-02T10:00:00.000Z")},
                       {QStringLiteral("lists"), lists}};
}

QJsonObject twoListBackup()
{
    return backup(QJsonArray{
        savedList(payload(QStringLiteral("empire"), QStringLiteral("Ostland"), 2000,
                          QJsonArray{unitEntry(QStringLiteral("empire:halberdiers"), 3)},
                          QJsonArray{characterEntry(QStringLiteral("empire:general"))}),
                  QStringLiteral("list-aaaa")),
        savedList(payload(QStringLiteral("goblins"), QStringLiteral("Night raid"), 1500,
                          QJsonArray{unitEntry(QStringLiteral("goblins:goblins"), 2),
                                     unitEntry(QStringLiteral("goblins:snotlings"), 1)},
                          QJsonArray{characterEntry(QStringLiteral("goblins:goblin-warboss"))}),
                  QStringLiteral("list-bbbb")),
    });
}

QString pointsNote(int limit, int points)
{
    return QStringLiteral("No points limit was given: it is set to %1, the roster's %2 points rounded up to the "
                          "next 500.")
        .arg(limit)
        .arg(points);
}

QString message(const Result<ImportedRoster> &r)
{
    return r.ok() ? QString() : r.error().message;
}

QString message(const Result<QList<ImportedRoster>> &r)
{
    return r.ok() ? QString() : r.error().message;
}

// What keeps an imported roster from being saved and read back as it is; nothing when it reads back.
QString readBackProblem(const Roster &roster)
{
    const Result<Roster> read = RosterJson::read(RosterJson::write(roster), QStringLiteral("imported.json"));
    if (!read)
        return read.error().message;
    return read.value() == roster ? QString() : QStringLiteral("the roster read back differs");
}

} // namespace

class TestRosterImport : public QObject
{
    Q_OBJECT

private slots:
    void wmSelectorLinks_data();
    void wmSelectorLinks();
    void badWmSelectorLinks_data();
    void badWmSelectorLinks();
    void defaultPointsLimit_data();
    void defaultPointsLimit();

    void warmusterCodes_data();
    void warmusterCodes();
    void badWarmusterCodes_data();
    void badWarmusterCodes();
    void warmusterBackup();
    void badWarmusterBackups_data();
    void badWarmusterBackups();

    void textWithLinksAndCodes();
    void badTexts_data();
    void badTexts();
    void files();
    void limits_data();
    void limits();
    void pointsBeyondAnyLimit();
    void importedRostersReadBackAsTheyAre_data();
    void importedRostersReadBackAsTheyAre();
};

void TestRosterImport::wmSelectorLinks_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<RulesetId>("ruleset");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("units");
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("pointsLimit");
    QTest::addColumn<QStringList>("unknown");

    const QString halberdiers = QStringLiteral("empire:halberdiers");
    QTest::newRow("the example link")
        << QStringLiteral("https://dsusco.github.io/wm-selector/#/?jsonPath=warmaster-revolution/empire.json"
                          "&label=My%20army&0=2&5=1&10=1&10-0=1")
        << RulesetId::Revolution << QStringLiteral("empire") << QStringLiteral("My army")
        << QStringList{halberdiers, halberdiers, QStringLiteral("empire:knights"),
                       QStringLiteral("empire:general+empire:upgrade:griffon")}
        << 2 * 45 + 110 + 125 + 80 << 500 << QStringList{};
    // One of three Crossbowmen fielded as Handgunners, one of two Heroes on a Griffon, and a stand of
    // Skirmishers, added to the first unit that may take it; the label spelt with "+" for spaces.
    QTest::newRow("hash part, swaps and several upgrades")
        << QStringLiteral("#/?jsonPath=warmaster-revolution/empire&label=Reikland+guard&2=3&2-2=1&11=2&11-0=1&4=1")
        << RulesetId::Revolution << QStringLiteral("empire") << QStringLiteral("Reikland guard")
        << QStringList{QStringLiteral("empire:crossbowmen+empire:upgrade:handgunners+stand:empire:skirmishers"),
                       QStringLiteral("empire:crossbowmen"), QStringLiteral("empire:crossbowmen"),
                       QStringLiteral("empire:hero+empire:upgrade:griffon"), QStringLiteral("empire:hero")}
        << 3 * 55 + 10 + 20 + 2 * 80 + 80 << 500 << QStringList{};
    QTest::newRow("classic list")
        << QStringLiteral("https://dsusco.github.io/wm-selector/#/?jsonPath=warmaster-armies/orc&label=Waaagh"
                          "&0=3&8=1&10=1&10-0=1&13=1&13-1=1")
        << RulesetId::Warmaster << QStringLiteral("orc") << QStringLiteral("Waaagh")
        << (repeated(QStringLiteral("orc:orc-warriors"), 3)
            << QStringLiteral("orc:giant") << QStringLiteral("orc:orc-general+orc:upgrade:wyvern")
            << QStringLiteral("orc:goblin-hero+orc:upgrade:chariot"))
        << 3 * 60 + 150 + 95 + 80 + 45 + 10 << 1000 << QStringList{};
    QTest::newRow("bare query, no label")
        << QStringLiteral("jsonPath=warmaster-revolution/dwarfs&0=3&0-1=1&7=1") << RulesetId::Revolution
        << QStringLiteral("dwarfs") << QStringLiteral("Dwarfs")
        << QStringList{QStringLiteral("dwarfs:warriors+dwarfs:upgrade:handgunners"), QStringLiteral("dwarfs:warriors"),
                       QStringLiteral("dwarfs:warriors"), QStringLiteral("dwarfs:general")}
        << 3 * 110 - 20 + 155 << 500 << QStringList{};
    QTest::newRow("unknown orders and magic items")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&0=1&42=2&42-0=1&10=1&10-SwM=1&10-XyZ=1&10-7=1")
        << RulesetId::Revolution << QStringLiteral("empire") << QStringLiteral("Empire")
        << QStringList{halberdiers, QStringLiteral("empire:general+magic:sword-of-might")} << 45 + 125 + 10 << 500
        << QStringList{QStringLiteral("unit order 42"), QStringLiteral("upgrade order 0 on unit order 42"),
                       QStringLiteral("upgrade order 7 on unit order 10"),
                       QStringLiteral("magic item XyZ on unit order 10")};
    // wm-selector's codes for the items (BSh, BB, CC, SwM, WP): each goes on the first unit that can
    // carry it, after its upgrades, priced for that unit; one item a unit, so a General's second is
    // reported, as is an item a unit may not carry.
    QTest::newRow("magic items")
        << QStringLiteral("https://dsusco.github.io/wm-selector/#/?jsonPath=warmaster-revolution/empire.json"
                          "&label=Ostermark&0=2&0-BSh=1&5=1&5-BB=1&10=1&10-CC=1&10-SwM=1&11=1&11-CC=1&12=1&12-0=1"
                          "&12-WP=1")
        << RulesetId::Revolution << QStringLiteral("empire") << QStringLiteral("Ostermark")
        << QStringList{QStringLiteral("empire:halberdiers+magic:banner-of-shielding"),
                       halberdiers,
                       QStringLiteral("empire:knights+magic:battle-banner"),
                       QStringLiteral("empire:general+magic:crown-of-command"),
                       QStringLiteral("empire:hero"),
                       QStringLiteral("empire:wizard+empire:upgrade:griffon+magic:wand-of-power")}
        << (45 + 15) + 45 + (110 + 30) + (125 + 70) + 80 + (45 + 80 + 10) << 1000
        << QStringList{QStringLiteral("Sword of Might on General: 1 more than the units can take"),
                       QStringLiteral("Crown of Command on Hero: 1 more than the units can take")};
    // The classic rules price the same items their own way: the Banner of Shielding 50 whatever the
    // armour, the Crown of Command 100.
    QTest::newRow("classic magic items") << QStringLiteral("jsonPath=warmaster-armies/empire&0=1&0-BSh=1&10=1&10-CC=1")
                                         << RulesetId::Warmaster << QStringLiteral("empire") << QStringLiteral("Empire")
                                         << QStringList{QStringLiteral("empire:halberdiers+magic:banner-of-shielding"),
                                                        QStringLiteral("empire:general+magic:crown-of-command")}
                                         << (45 + 50) + (125 + 100) << 500 << QStringList{};
    // wm-selector's own page caps an upgrade at the units there are; a link asking for more keeps
    // what fits and reports the rest.
    QTest::newRow("more upgrades than units")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&10=1&10-0=2") << RulesetId::Revolution
        << QStringLiteral("empire") << QStringLiteral("Empire")
        << QStringList{QStringLiteral("empire:general+empire:upgrade:griffon")} << 125 + 80 << 500
        << QStringList{QStringLiteral("Griffon on General: 1 more than the units can take")};
    QTest::newRow("an upgrade for a unit not taken")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&0=1&10-0=1") << RulesetId::Revolution
        << QStringLiteral("empire") << QStringLiteral("Empire") << QStringList{halberdiers} << 45 << 500
        << QStringList{QStringLiteral("Griffon on General: 1 more than the units can take")};
    // A character rides one mount: the second goes to the next Wizard, and there is none.
    QTest::newRow("two mounts on one character")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&12=1&12-0=1&12-1=1") << RulesetId::Revolution
        << QStringLiteral("empire") << QStringLiteral("Empire")
        << QStringList{QStringLiteral("empire:wizard+empire:upgrade:griffon")} << 45 + 80 << 500
        << QStringList{QStringLiteral("War Altar on Wizard: 1 more than the units can take")};
    QTest::newRow("two mounts on two characters")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&11=2&11-0=2") << RulesetId::Revolution
        << QStringLiteral("empire") << QStringLiteral("Empire")
        << repeated(QStringLiteral("empire:hero+empire:upgrade:griffon"), 2) << 2 * (80 + 80) << 500 << QStringList{};
    // The Djinn's shooting attacks go to the unit its Wizard joins: the Wizard himself does not shoot.
    QTest::newRow("Wizard on a Djinn") << QStringLiteral("jsonPath=warmaster-armies/araby&10=1&10-2=1")
                                       << RulesetId::Warmaster << QStringLiteral("araby") << QStringLiteral("Araby")
                                       << QStringList{QStringLiteral("araby:wizard+araby:upgrade:djinn")} << 45 + 90
                                       << 500 << QStringList{};
    QTest::newRow("no units") << QStringLiteral("jsonPath=warmaster-revolution/empire&label=&0=0")
                              << RulesetId::Revolution << QStringLiteral("empire") << QStringLiteral("Empire")
                              << QStringList{} << 0 << 2000 << QStringList{};
}

void TestRosterImport::wmSelectorLinks()
{
    QFETCH(QString, link);
    QFETCH(RulesetId, ruleset);
    QFETCH(QString, army);
    QFETCH(QString, name);
    QFETCH(QStringList, units);
    QFETCH(int, points);
    QFETCH(int, pointsLimit);
    QFETCH(QStringList, unknown);

    const Result<ImportedRoster> imported = RosterImport::fromWmSelectorLink(link, builtIn());
    QVERIFY2(imported.ok(), qPrintable(message(imported)));
    const Roster &roster = imported->roster;
    QCOMPARE(roster.ruleset, ruleset);
    QCOMPARE(roster.armyKey, army);
    QCOMPARE(roster.armyDataVersion, builtIn().find(ruleset, army)->dataVersion);
    QCOMPARE(roster.name, name);
    QCOMPARE(describe(roster), units);
    QCOMPARE(roster.points(), points);
    QCOMPARE(roster.pointsLimit, pointsLimit);
    QCOMPARE(imported->unknown, unknown);
    const QString note =
        points > 0 ? pointsNote(pointsLimit, points)
                   : QStringLiteral("No points limit was given and the roster has no points: it is set to 2000.");
    QCOMPARE(imported->notes, QStringList{note});
    QCOMPARE(readBackProblem(roster), QString());
}

void TestRosterImport::badWmSelectorLinks_data()
{
    QTest::addColumn<QString>("link");
    QTest::addColumn<QString>("message");

    QTest::newRow("no jsonPath") << QStringLiteral("https://dsusco.github.io/wm-selector/#/?label=x&0=1")
                                 << QStringLiteral("The wm-selector link names no army list: it has no jsonPath.");
    QTest::newRow("not a link") << QStringLiteral("hello")
                                << QStringLiteral("The wm-selector link names no army list: it has no jsonPath.");
    QTest::newRow("list of another game")
        << QStringLiteral("jsonPath=warmaster-ancient-armies/spartan&0=1")
        << QStringLiteral("The wm-selector link names the list \"warmaster-ancient-armies/spartan\"; wmassist reads "
                          "only the lists of warmaster-armies (Warmaster) and warmaster-revolution (Warmaster "
                          "Revolution).");
    QTest::newRow("unknown list")
        << QStringLiteral("jsonPath=warmaster-revolution/hobbits.json&0=1")
        << QStringLiteral("The wm-selector link names the list \"warmaster-revolution/hobbits\", which wmassist does "
                          "not have.");
    QTest::newRow("army of the other ruleset")
        << QStringLiteral("jsonPath=warmaster-armies/wood-elves")
        << QStringLiteral("The wm-selector link names the list \"warmaster-armies/wood-elves\", which wmassist does "
                          "not have.");
    QTest::newRow("count not a number")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&0=two")
        << QStringLiteral("The wm-selector link gives \"two\" as the number for \"0\"; it must be a whole number.");
    QTest::newRow("negative count")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&10=1&10-0=-1")
        << QStringLiteral("The wm-selector link gives \"-1\" as the number for \"10-0\"; it must be a whole number.");
    QTest::newRow("empty count")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&5=")
        << QStringLiteral("The wm-selector link gives \"\" as the number for \"5\"; it must be a whole number.");
    QTest::newRow("too many")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&0=1000000000000")
        << QStringLiteral("The wm-selector link asks for 1000000000000 of \"0\"; wmassist reads at most 100 of one "
                          "kind.");
    QTest::newRow("a key twice") << QStringLiteral("jsonPath=warmaster-revolution/empire&0=1&0=2")
                                 << QStringLiteral("The wm-selector link gives \"0\" twice.");
}

void TestRosterImport::badWmSelectorLinks()
{
    QFETCH(QString, link);
    QFETCH(QString, message);
    const Result<ImportedRoster> imported = RosterImport::fromWmSelectorLink(link, builtIn());
    QVERIFY(!imported.ok());
    QCOMPARE(imported.error().message, message);
}

void TestRosterImport::defaultPointsLimit_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("limit");
    QTest::newRow("nothing") << 0 << 2000;
    QTest::newRow("1") << 1 << 500;
    QTest::newRow("500") << 500 << 500;
    QTest::newRow("501") << 501 << 1000;
    QTest::newRow("1985") << 1985 << 2000;
    QTest::newRow("2000") << 2000 << 2000;
    QTest::newRow("2010") << 2010 << 2500;
}

void TestRosterImport::defaultPointsLimit()
{
    QFETCH(int, points);
    QFETCH(int, limit);
    QCOMPARE(RosterImport::defaultPointsLimit(points), limit);
}

void TestRosterImport::warmusterCodes_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("army");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QStringList>("units");
    QTest::addColumn<int>("pointsLimit");
    QTest::addColumn<QStringList>("unknown");
    QTest::addColumn<QStringList>("notes");

    const QByteArray empire = toJson(empirePayload());
    const QStringList empireUnits{
        QStringLiteral("empire:halberdiers+stand:empire:skirmishers"),
        QStringLiteral("empire:halberdiers+stand:empire:skirmishers"), QStringLiteral("empire:knights"),
        QStringLiteral("empire:general+empire:upgrade:griffon"), QStringLiteral("empire:wizard+magic:wand-of-power")};
    const QStringList empireUnknown;
    const QStringList empireNotes{QStringLiteral("The list's notes: bring dice")};
    QTest::newRow("WMR0") << plainCode(empire) << QStringLiteral("empire") << QStringLiteral("Ostland") << empireUnits
                          << 1000 << empireUnknown << empireNotes;
    QTest::newRow("WMR1") << compressedCode(empire) << QStringLiteral("empire") << QStringLiteral("Ostland")
                          << empireUnits << 1000 << empireUnknown << empireNotes;
    QTest::newRow("link") << QStringLiteral("  https://warmuster.example/#list=") + compressedCode(empire) +
                                 QStringLiteral("\n")
                          << QStringLiteral("empire") << QStringLiteral("Ostland") << empireUnits << 1000
                          << empireUnknown << empireNotes;
    // The code split over two lines by a mail program.
    const QString code = compressedCode(empire);
    QTest::newRow("broken over lines") << code.left(20) + QStringLiteral("\r\n") + code.mid(20)
                                       << QStringLiteral("empire") << QStringLiteral("Ostland") << empireUnits << 1000
                                       << empireUnknown << empireNotes;

    QTest::newRow("magic items") << compressedCode(toJson(itemsPayload())) << QStringLiteral("empire")
                                 << QStringLiteral("Talabecland")
                                 << QStringList{QStringLiteral("empire:halberdiers+magic:banner-of-fortitude"),
                                                QStringLiteral("empire:halberdiers"),
                                                QStringLiteral("empire:knights+magic:banner-of-shielding"),
                                                QStringLiteral("empire:general+magic:crown-of-command"),
                                                QStringLiteral("empire:hero"),
                                                QStringLiteral("empire:wizard")}
                                 << 1500
                                 << QStringList{QStringLiteral("magic item magic:orb-of-majesty on General"),
                                                QStringLiteral("magic item magic:hat-of-doom on Hero"),
                                                QStringLiteral("magic item magic:crown-of-command on Wizard")}
                                 << QStringList{};

    // Warmuster's "goblins" army is wmassist's "goblin", and its Goblin "chariot" the "Wolf Chariot".
    const QByteArray goblins = toJson(payload(
        QStringLiteral("goblins"), QString(), 0,
        QJsonArray{unitEntry(QStringLiteral("goblins:goblins"), 4),
                   unitEntry(QStringLiteral("goblins:wolf-riders"), 1)},
        QJsonArray{characterEntry(QStringLiteral("goblins:goblin-warboss"), {QStringLiteral("goblins:chariot")})}));
    QTest::newRow("goblins") << compressedCode(goblins) << QStringLiteral("goblin") << QStringLiteral("Goblin")
                             << (repeated(QStringLiteral("goblin:goblins"), 4)
                                 << QStringLiteral("goblin:wolf-riders")
                                 << QStringLiteral("goblin:goblin-warboss+goblin:upgrade:wolf-chariot"))
                             << 500 << QStringList{} << QStringList{pointsNote(500, 4 * 30 + 60 + 80 + 10)};

    const QByteArray unknown =
        toJson(payload(QStringLiteral("empire"), QStringLiteral("Mercenaries"), 2000,
                       QJsonArray{unitEntry(QStringLiteral("empire:steam-tank-mk2"), 2),
                                  unitEntry(QStringLiteral("empire:knights"), 1),
                                  unitEntry(QStringLiteral("regiments-of-renown:gotrek-and-felix"), 1)},
                       QJsonArray{characterEntry(QStringLiteral("empire:hero"), {QStringLiteral("empire:pegasus")})}));
    QTest::newRow("unknown units and upgrades")
        << plainCode(unknown) << QStringLiteral("empire") << QStringLiteral("Mercenaries")
        << QStringList{QStringLiteral("empire:knights"), QStringLiteral("empire:hero")} << 2000
        << QStringList{QStringLiteral("empire:steam-tank-mk2 (2 units)"),
                       QStringLiteral("regiments-of-renown:gotrek-and-felix"), QStringLiteral("empire:pegasus on Hero")}
        << QStringList{};

    // wmassist's Witch Hunter list, from wm-selector, has no War Altar; Warmuster's has.
    const QByteArray witchHunters =
        toJson(payload(QStringLiteral("witch-hunters"), QStringLiteral("Purifiers"), 1000,
                       QJsonArray{unitEntry(QStringLiteral("witch-hunters:flagellants"), 1)},
                       QJsonArray{characterEntry(QStringLiteral("witch-hunters:warrior-priest"),
                                                 {QStringLiteral("witch-hunters:war-altar")})},
                       QJsonValue::Null, QStringLiteral("wmr-2026-playtest")));
    QTest::newRow("playtest witch hunters")
        << compressedCode(witchHunters) << QStringLiteral("witch-hunter") << QStringLiteral("Purifiers")
        << QStringList{QStringLiteral("witch-hunter:flagellants"), QStringLiteral("witch-hunter:warrior-priest")}
        << 1000 << QStringList{QStringLiteral("witch-hunters:war-altar on Warrior Priest")}
        << QStringList{
               QStringLiteral("The list was built for the 2026 Warmaster Revolution playtest; wmassist uses its "
                              "Warmaster Revolution lists, which may cost some units differently.")};
}

void TestRosterImport::warmusterCodes()
{
    QFETCH(QString, code);
    QFETCH(QString, army);
    QFETCH(QString, name);
    QFETCH(QStringList, units);
    QFETCH(int, pointsLimit);
    QFETCH(QStringList, unknown);
    QFETCH(QStringList, notes);

    const Result<ImportedRoster> imported = RosterImport::fromWarmusterCode(code, builtIn());
    QVERIFY2(imported.ok(), qPrintable(message(imported)));
    const Roster &roster = imported->roster;
    QCOMPARE(roster.ruleset, RulesetId::Revolution);
    QCOMPARE(roster.armyKey, army);
    QCOMPARE(roster.name, name);
    QCOMPARE(describe(roster), units);
    QCOMPARE(roster.pointsLimit, pointsLimit);
    QCOMPARE(imported->unknown, unknown);
    QCOMPARE(imported->notes, notes);
    QCOMPARE(readBackProblem(roster), QString());
}

void TestRosterImport::badWarmusterCodes_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");

    auto changed = [](const QString &key, const QJsonValue &value) {
        QJsonObject o = empirePayload();
        o.insert(key, value);
        return toJson(o);
    };

    QTest::newRow("not a code") << QStringLiteral("XYZ1.abcd")
                                << QStringLiteral("A Warmuster code starts with \"WMR1.\" or \"WMR0.\"; this one "
                                                  "starts with \"XYZ1.\".");
    QTest::newRow("wrong kind") << plainCode(changed(QStringLiteral("kind"), QStringLiteral("warmuster/backup")))
                                << QStringLiteral("Warmuster code: kind: expected \"warmuster/list\", found "
                                                  "\"warmuster/backup\"");
    QTest::newRow("wrong schemaVersion") << compressedCode(changed(QStringLiteral("schemaVersion"), 2))
                                         << QStringLiteral(
                                                "Warmuster code: schemaVersion: expected schema version 1, found 2");
    QTest::newRow("unknown rule set")
        << plainCode(changed(QStringLiteral("ruleSet"), QStringLiteral("warmaster-ancients")))
        << QStringLiteral("Warmuster code: ruleSet: expected one of \"warmaster-revolution\", \"wmr-2026-playtest\", "
                          "\"warmaster-custom\", found \"warmaster-ancients\"");
    QTest::newRow("unknown army") << plainCode(changed(QStringLiteral("army"), QStringLiteral("regiments-of-renown")))
                                  << QStringLiteral(
                                         "Warmuster code: army: wmassist has no Warmaster Revolution army list for "
                                         "\"regiments-of-renown\"");
    QTest::newRow("no units list") << plainCode(changed(QStringLiteral("units"), QStringLiteral("none")))
                                   << QStringLiteral(
                                          "Warmuster code: units: expected a list of objects, found \"none\"");
    QJsonObject noQuantity = empirePayload();
    noQuantity.insert(QStringLiteral("units"), QJsonArray{unitEntry(QStringLiteral("empire:knights"), 0)});
    QTest::newRow("quantity 0") << plainCode(toJson(noQuantity))
                                << QStringLiteral("Warmuster code: units[0].quantity: expected a whole number from 1 "
                                                  "to 100, found 0");
    QTest::newRow("bad base64") << QStringLiteral("WMR0.abc$def")
                                << QStringLiteral("The Warmuster code is damaged: character 9 (\"$\") cannot be part "
                                                  "of it.");
    QTest::newRow("standard base64") << QStringLiteral("WMR1.ab+/")
                                     << QStringLiteral("The Warmuster code is damaged: character 8 (\"+\") cannot be "
                                                       "part of it.");
    QTest::newRow("empty") << QStringLiteral("WMR1.") << QStringLiteral("The Warmuster code is cut short.");
    QTest::newRow("one character too many")
        << QStringLiteral("WMR0.abcde") << QStringLiteral("The Warmuster code is cut short.");
    QTest::newRow("not JSON") << plainCode("{\"kind\": ")
                              << QStringLiteral("Warmuster code: not valid JSON at character 9: unterminated object");
    // The first block header of 0xff is block type 3, which deflate does not have.
    QTest::newRow("corrupt deflate") << QStringLiteral("WMR1.") + base64Url(QByteArray("\xff\xff\xff\xff\xff\xff", 6))
                                     << QStringLiteral(
                                            "The Warmuster code is damaged: its compressed data cannot be unpacked.");
    const QByteArray compressed = deflateRaw(toJson(empirePayload()));
    QTest::newRow("deflate cut short")
        << QStringLiteral("WMR1.") + base64Url(compressed.left(compressed.size() / 2))
        << QStringLiteral("The Warmuster code is cut short: its compressed data ends before the list does.");
    // Two MiB of spaces compress to a few kilobytes.
    QTest::newRow("decompression bomb")
        << QStringLiteral("WMR1.") + base64Url(deflateRaw(QByteArray(2 * 1024 * 1024, ' ')))
        << QStringLiteral("The Warmuster code unpacks to more than 1024 KiB; wmassist reads no list that large.");
}

void TestRosterImport::badWarmusterCodes()
{
    QFETCH(QString, code);
    QFETCH(QString, message);
    const Result<ImportedRoster> imported = RosterImport::fromWarmusterCode(code, builtIn());
    QVERIFY(!imported.ok());
    QCOMPARE(imported.error().message, message);
}

void TestRosterImport::warmusterBackup()
{
    const Result<QList<ImportedRoster>> imported = RosterImport::fromWarmusterBackup(
        toJson(twoListBackup()), QStringLiteral("warmuster-backup-2026-01-02.json"), builtIn());
    QVERIFY2(imported.ok(), qPrintable(message(imported)));
    QCOMPARE(imported->size(), 2);

    const ImportedRoster &first = imported->at(0);
    QCOMPARE(first.roster.name, QStringLiteral("Ostland"));
    QCOMPARE(first.roster.armyKey, QStringLiteral("empire"));
    QCOMPARE(first.roster.pointsLimit, 2000);
    QCOMPARE(describe(first.roster), repeated(QStringLiteral("empire:halberdiers"), 3)
                                         << QStringLiteral("empire:general"));
    QCOMPARE(first.roster.points(), 3 * 45 + 125);
    QVERIFY(first.unknown.isEmpty());

    const ImportedRoster &second = imported->at(1);
    QCOMPARE(second.roster.name, QStringLiteral("Night raid"));
    QCOMPARE(second.roster.armyKey, QStringLiteral("goblin"));
    QCOMPARE(second.roster.pointsLimit, 1500);
    QCOMPARE(describe(second.roster), repeated(QStringLiteral("goblin:goblins"), 2)
                                          << QStringLiteral("goblin:goblin-warboss"));
    QCOMPARE(second.unknown, QStringList{QStringLiteral("goblins:snotlings")});
}

void TestRosterImport::badWarmusterBackups_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");

    QJsonObject wrongKind = twoListBackup();
    wrongKind.insert(QStringLiteral("kind"), QStringLiteral("warmuster/list"));
    QTest::newRow("wrong kind") << toJson(wrongKind)
                                << QStringLiteral("backup.json: kind: expected \"warmuster/backup\", found "
                                                  "\"warmuster/list\"");
    QJsonObject wrongVersion = twoListBackup();
    wrongVersion.insert(QStringLiteral("backupVersion"), 2);
    QTest::newRow("wrong version") << toJson(wrongVersion)
                                   << QStringLiteral("backup.json: backupVersion: expected backup version 1, found 2");
    QJsonObject noLists = twoListBackup();
    noLists.remove(QStringLiteral("lists"));
    QTest::newRow("no lists") << toJson(noLists)
                              << QStringLiteral("backup.json: lists: expected a list of objects, found nothing");

    QJsonObject badArmy = twoListBackup();
    QJsonArray lists = badArmy.value(QStringLiteral("lists")).toArray();
    QJsonObject second = lists.at(1).toObject();
    second.insert(QStringLiteral("army"), QStringLiteral("hobbits"));
    lists.replace(1, second);
    badArmy.insert(QStringLiteral("lists"), lists);
    QTest::newRow("a list of an unknown army")
        << toJson(badArmy)
        << QStringLiteral("backup.json: lists[1].army: wmassist has no Warmaster Revolution army list for \"hobbits\"");

    QJsonObject noSchema = twoListBackup();
    lists = noSchema.value(QStringLiteral("lists")).toArray();
    QJsonObject first = lists.at(0).toObject();
    first.remove(QStringLiteral("schemaVersion"));
    lists.replace(0, first);
    noSchema.insert(QStringLiteral("lists"), lists);
    QTest::newRow("a list without its schema version")
        << toJson(noSchema)
        << QStringLiteral("backup.json: lists[0].schemaVersion: expected schema version 1, found nothing");
    QTest::newRow("not an object") << QByteArray("[]")
                                   << QStringLiteral("backup.json: expected an object at the top of the file");
}

void TestRosterImport::badWarmusterBackups()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const Result<QList<ImportedRoster>> imported =
        RosterImport::fromWarmusterBackup(json, QStringLiteral("backup.json"), builtIn());
    QVERIFY(!imported.ok());
    QCOMPARE(imported.error().message, message);
}

void TestRosterImport::textWithLinksAndCodes()
{
    const QString text =
        QStringLiteral("My army: https://dsusco.github.io/wm-selector/#/?jsonPath=warmaster-revolution/"
                       "empire&label=First&0=2\nand the other one:\n") +
        QStringLiteral("https://warmuster.example/#list=") + compressedCode(toJson(empirePayload()));
    const Result<QList<ImportedRoster>> imported = RosterImport::fromText(text, builtIn());
    QVERIFY2(imported.ok(), qPrintable(message(imported)));
    QCOMPARE(imported->size(), 2);
    QCOMPARE(imported->at(0).roster.name, QStringLiteral("First"));
    QCOMPARE(describe(imported->at(0).roster), repeated(QStringLiteral("empire:halberdiers"), 2));
    QCOMPARE(imported->at(1).roster.name, QStringLiteral("Ostland"));

    // A backup pasted whole.
    const Result<QList<ImportedRoster>> pasted =
        RosterImport::fromText(QString::fromUtf8(toJson(twoListBackup())), builtIn());
    QVERIFY2(pasted.ok(), qPrintable(message(pasted)));
    QCOMPARE(pasted->size(), 2);
}

void TestRosterImport::badTexts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");

    QTest::newRow("nothing") << QString()
                             << QStringLiteral("The text holds no wm-selector link and no Warmuster share code.");
    QTest::newRow("words") << QStringLiteral("two units of halberdiers")
                           << QStringLiteral("The text holds no wm-selector link and no Warmuster share code.");
    QTest::newRow("one bad link")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&0=x")
        << QStringLiteral("The wm-selector link gives \"x\" as the number for \"0\"; it must be a whole number.");
    QTest::newRow("the second of two bad")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&0=1 WMR0.$")
        << QStringLiteral("Link or code 2 of 2: The Warmuster code is damaged: character 6 (\"$\") cannot be part of "
                          "it.");
    QTest::newRow("a pasted backup that is not one")
        << QStringLiteral("{\"kind\": \"something\"}")
        << QStringLiteral("the pasted text: kind: expected \"warmuster/backup\", found \"something\"");
}

void TestRosterImport::badTexts()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    const Result<QList<ImportedRoster>> imported = RosterImport::fromText(text, builtIn());
    QVERIFY(!imported.ok());
    QCOMPARE(imported.error().message, message);
}

void TestRosterImport::files()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&dir](const QString &name, const QByteArray &bytes) {
        QFile file(QDir(dir.path()).filePath(name));
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            return QString();
        return file.fileName();
    };

    const QString backupFile = write(QStringLiteral("warmuster-backup.json"), toJson(twoListBackup()));
    QVERIFY(!backupFile.isEmpty());
    const Result<QList<ImportedRoster>> fromBackup = RosterImport::fromFile(backupFile, builtIn());
    QVERIFY2(fromBackup.ok(), qPrintable(message(fromBackup)));
    QCOMPARE(fromBackup->size(), 2);

    const QString linkFile = write(QStringLiteral("army.txt"),
                                   "https://dsusco.github.io/wm-selector/#/?jsonPath=warmaster-armies/orc&0=1\n");
    QVERIFY(!linkFile.isEmpty());
    const Result<QList<ImportedRoster>> fromLink = RosterImport::fromFile(linkFile, builtIn());
    QVERIFY2(fromLink.ok(), qPrintable(message(fromLink)));
    QCOMPARE(fromLink->size(), 1);
    QCOMPARE(describe(fromLink->at(0).roster), QStringList{QStringLiteral("orc:orc-warriors")});

    // The file's name, not its folder, names a bad backup.
    const QString badBackup = write(QStringLiteral("old.json"), "{\"kind\": \"warmuster/backup\"}");
    const Result<QList<ImportedRoster>> bad = RosterImport::fromFile(badBackup, builtIn());
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().message, QStringLiteral("old.json: backupVersion: expected backup version 1, found nothing"));

    const QString missing = QDir(dir.path()).filePath(QStringLiteral("missing.json"));
    const Result<QList<ImportedRoster>> none = RosterImport::fromFile(missing, builtIn());
    QVERIFY(!none.ok());
    QVERIFY2(none.error().message.startsWith(QDir::toNativeSeparators(missing) + QStringLiteral(": cannot be read: ")),
             qPrintable(none.error().message));
}

// Each limit of core/limits.h an import meets, whatever the source: the most is imported (and every roster
// made reads back as it is), one more is refused with a message naming the field and the limit.
void TestRosterImport::limits_data()
{
    QTest::addColumn<QString>("text");    // as pasted: links, codes or a backup
    QTest::addColumn<QString>("refusal"); // empty: imported

    auto both = [](const char *name, const QString &inside, const QString &outside, const QString &message) {
        QTest::addRow("%s: the most", name) << inside << QString();
        QTest::addRow("%s: one more", name) << outside << message;
    };
    const QString x = QStringLiteral("x");
    const QString empire = QStringLiteral("jsonPath=warmaster-revolution/empire&0=1");

    both("link label", empire + QStringLiteral("&label=") + x.repeated(100),
         empire + QStringLiteral("&label=") + x.repeated(101),
         QStringLiteral("The wm-selector link's label is 101 characters long; a roster's name has at most 100."));
    const QString padding = empire + QStringLiteral("&printItems=");
    both("link length", padding + x.repeated(10000 - padding.size()), padding + x.repeated(10001 - padding.size()),
         QStringLiteral("The wm-selector link is 10001 characters long; wmassist reads links of at most 10000."));
    both("units of one kind", QStringLiteral("jsonPath=warmaster-revolution/empire&0=100"),
         QStringLiteral("jsonPath=warmaster-revolution/empire&0=101"),
         QStringLiteral("The wm-selector link asks for 101 of \"0\"; wmassist reads at most 100 of one kind."));
    const QString fiveHundred = QStringLiteral("jsonPath=warmaster-revolution/empire&0=100&1=100&2=100&3=100&4=100");
    both("units of a link", fiveHundred, fiveHundred + QStringLiteral("&10=1"),
         QStringLiteral("The wm-selector link asks for 501 units; a roster holds at most 500."));

    auto code = [](const std::function<void(QJsonObject &)> &change) {
        QJsonObject o = empirePayload();
        change(o);
        return compressedCode(toJson(o));
    };
    auto field = [&](const char *name, const QString &key, const QJsonValue &most, const QJsonValue &beyond,
                     const QString &message) {
        both(name, code([&](QJsonObject &o) { o.insert(key, most); }),
             code([&](QJsonObject &o) { o.insert(key, beyond); }), QStringLiteral("Warmuster code: ") + message);
    };
    field("Warmuster name", QStringLiteral("name"), x.repeated(100), x.repeated(101),
          QStringLiteral("name: expected text of at most 100 characters, found 101 characters"));
    field("Warmuster points limit", QStringLiteral("pointsLimit"), 100000, 100001,
          QStringLiteral("pointsLimit: expected a whole number from 0 to 100000, found 100001"));
    field("Warmuster notes", QStringLiteral("notes"), x.repeated(2000), x.repeated(2001),
          QStringLiteral("notes: expected text of at most 2000 characters, found 2001 characters"));
    field("Warmuster quantity", QStringLiteral("units"), QJsonArray{unitEntry(QStringLiteral("empire:knights"), 100)},
          QJsonArray{unitEntry(QStringLiteral("empire:knights"), 101)},
          QStringLiteral("units[0].quantity: expected a whole number from 1 to 100, found 101"));
    field("Warmuster unit id", QStringLiteral("units"), QJsonArray{unitEntry(x.repeated(220), 1)},
          QJsonArray{unitEntry(x.repeated(221), 1)},
          QStringLiteral("units[0].unitId: expected text of at most 220 characters, found 221 characters"));
    QJsonArray halberdiers;
    for (int i = 0; i < 5; ++i)
        halberdiers.append(unitEntry(QStringLiteral("empire:halberdiers"), 100));
    both("Warmuster units", code([&](QJsonObject &o) {
             o.insert(QStringLiteral("units"), halberdiers);
             o.insert(QStringLiteral("characters"), QJsonArray());
         }),
         code([&](QJsonObject &o) {
             o.insert(QStringLiteral("units"), halberdiers);
             o.insert(QStringLiteral("characters"), QJsonArray{characterEntry(QStringLiteral("empire:general"))});
         }),
         QStringLiteral("Warmuster code: characters[0]: the list holds more than the 500 units a roster may have"));
    // A plain code holds its JSON as it is: as much of it as a compressed one may unpack to.
    auto plainOfSize = [](qsizetype size) {
        QJsonObject o = empirePayload();
        o.insert(QStringLiteral("padding"), QString());
        const qsizetype base = toJson(o).size();
        o.insert(QStringLiteral("padding"), QString(size - base, QLatin1Char('x')));
        return plainCode(toJson(o));
    };
    both("plain code", plainOfSize(1024 * 1024), plainOfSize(1024 * 1024 + 1),
         QStringLiteral("The Warmuster code unpacks to more than 1024 KiB; wmassist reads no list that large."));

    auto links = [&empire](int count) { return QStringList(count, empire).join(QLatin1Char('\n')); };
    both("links pasted at once", links(100), links(101),
         QStringLiteral("The text holds 101 links and codes; wmassist imports at most 100 at once."));
    auto backupOf = [](int count) {
        QJsonArray lists;
        for (int i = 0; i < count; ++i)
            lists.append(savedList(empirePayload(), QStringLiteral("list-%1").arg(i)));
        return QString::fromUtf8(toJson(backup(lists)));
    };
    both("lists of a backup", backupOf(100), backupOf(101),
         QStringLiteral("the pasted text: lists: expected a list of at most 100 entries, found 101 entries"));
}

void TestRosterImport::limits()
{
    QFETCH(QString, text);
    QFETCH(QString, refusal);
    const Result<QList<ImportedRoster>> imported = RosterImport::fromText(text, builtIn());
    if (!refusal.isEmpty()) {
        QVERIFY(!imported.ok());
        QCOMPARE(imported.error().message, refusal);
        return;
    }
    QVERIFY2(imported.ok(), qPrintable(message(imported)));
    for (const ImportedRoster &r : imported.value())
        QCOMPARE(readBackProblem(r.roster), QString());
}

// A link gives no points limit; a roster dearer than any limit wmassist keeps is refused, as no limit
// can be chosen for it.
void TestRosterImport::pointsBeyondAnyLimit()
{
    ArmyLists lists = builtIn();
    ArmyList empire = *lists.find(RulesetId::Revolution, QStringLiteral("empire"));
    empire.units[5].points = 5000; // Knights
    lists.add(empire);

    const Result<ImportedRoster> most =
        RosterImport::fromWmSelectorLink(QStringLiteral("jsonPath=warmaster-revolution/empire&5=20"), lists);
    QVERIFY2(most.ok(), qPrintable(message(most)));
    QCOMPARE(most->roster.pointsLimit, 100000);
    QCOMPARE(readBackProblem(most->roster), QString());

    const Result<ImportedRoster> beyond =
        RosterImport::fromWmSelectorLink(QStringLiteral("jsonPath=warmaster-revolution/empire&5=21"), lists);
    QVERIFY(!beyond.ok());
    QCOMPARE(beyond.error().message, QStringLiteral("The wm-selector link: the roster costs 105000 points, more than "
                                                    "the 100000 an army may have."));
}

// Whatever an import makes, the roster writer writes and the reader reads back unchanged: what
// `wmassist-cli import` writes, wmassist opens.
void TestRosterImport::importedRostersReadBackAsTheyAre_data()
{
    QTest::addColumn<QString>("text");

    QTest::newRow("the Djinn's link") << QStringLiteral("jsonPath=warmaster-armies/araby&10=1&10-2=1");
    QTest::newRow("every Araby character on every mount")
        << QStringLiteral("jsonPath=warmaster-revolution/araby&8=1&8-0=1&9=2&9-1=1&9-2=1&10=1&10-2=1");
    QTest::newRow("a label of other scripts, percent-encoded")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&label=%E5%B8%9D%E5%9B%BD+%F0%9D%95%B0+&0=1");
    QTest::newRow("a label of a broken encoding")
        << QStringLiteral("jsonPath=warmaster-revolution/empire&label=%FF%FE&0=1");
    QTest::newRow("a Warmuster list with skirmishers and a mount") << compressedCode(toJson(empirePayload()));
    QJsonObject spaced = empirePayload();
    spaced.insert(QStringLiteral("name"), QStringLiteral("  Ostland\t"));
    spaced.insert(QStringLiteral("pointsLimit"), 0);
    QTest::newRow("a Warmuster name with spaces, no limit") << plainCode(toJson(spaced));
    QTest::newRow("a backup") << QString::fromUtf8(toJson(twoListBackup()));
}

void TestRosterImport::importedRostersReadBackAsTheyAre()
{
    QFETCH(QString, text);
    const Result<QList<ImportedRoster>> imported = RosterImport::fromText(text, builtIn());
    QVERIFY2(imported.ok(), qPrintable(message(imported)));
    for (const ImportedRoster &r : imported.value()) {
        const QByteArray written = RosterJson::write(r.roster);
        const Result<Roster> read = RosterJson::read(written, QStringLiteral("imported.json"));
        QVERIFY2(read.ok(), qPrintable(read ? QString() : read.error().message));
        QVERIFY(read.value() == r.roster);
        QCOMPARE(RosterJson::write(read.value()), written);
    }
}

QTEST_APPLESS_MAIN(TestRosterImport)
#include "tst_rosterimport.moc"
