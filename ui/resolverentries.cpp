// SPDX-License-Identifier: GPL-3.0-or-later
#include "resolverentries.h"

#include "core/game/actionrules.h"
#include "ui/resolve/movedialog.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>

namespace wm {

namespace {

// Every kind of action, walked at compile time: each must say where it is entered (resolverOf).
template <size_t... Index>
consteval std::array<std::optional<Resolver>, sizeof...(Index)> resolversOfKinds(std::index_sequence<Index...>)
{
    return {resolverOf(std::type_identity<std::variant_alternative_t<Index, ActionInput>>{})...};
}
constexpr auto ResolversOfKinds = resolversOfKinds(std::make_index_sequence<std::variant_size_v<ActionInput>>{});

// Each resolver records a kind of action, and each kind's resolver is offered in the menus.
consteval bool resolversMatchKinds()
{
    for (Resolver which : AllResolvers) {
        if (std::ranges::find(ResolversOfKinds, std::optional(which)) == ResolversOfKinds.end())
            return false;
    }
    for (const std::optional<Resolver> &which : ResolversOfKinds) {
        if (which && std::ranges::find(AllResolvers, *which) == AllResolvers.end())
            return false;
    }
    return true;
}
static_assert(resolversMatchKinds(),
              "a resolver records no kind of action, or a kind's resolver is not in AllResolvers");

QString windowText(const char *text)
{
    return QCoreApplication::translate("wm::MainWindow", text);
}

QKeySequence ctrlShift(Qt::Key key)
{
    return QKeySequence(Qt::CTRL | Qt::SHIFT | key);
}

ResolverEntry moveEntry(MoveDialog::Kind kind, const char *name, const QKeySequence &key, const char *shortText)
{
    return {MoveDialog::actionText(kind), QString::fromLatin1(name), key, windowText(shortText)};
}

} // namespace

ResolverEntry resolverEntry(Resolver which)
{
    switch (which) {
    case Resolver::Order:
        return {windowText(QT_TRANSLATE_NOOP("wm::MainWindow", "Give an &Order...")),
                QStringLiteral("actionGiveOrder"),
                ctrlShift(Qt::Key_O),
                windowText(QT_TRANSLATE_NOOP("wm::MainWindow", "Order")),
                true,
                0};
    case Resolver::Shooting:
        return {windowText(QT_TRANSLATE_NOOP("wm::MainWindow", "&Shoot...")),
                QStringLiteral("actionShoot"),
                ctrlShift(Qt::Key_S),
                windowText(QT_TRANSLATE_NOOP("wm::MainWindow", "Shoot")),
                false,
                2};
    case Resolver::Spell:
        return {windowText(QT_TRANSLATE_NOOP("wm::MainWindow", "Cast a S&pell...")),
                QStringLiteral("actionCastSpell"),
                ctrlShift(Qt::Key_P),
                windowText(QT_TRANSLATE_NOOP("wm::MainWindow", "Spell")),
                true,
                3};
    case Resolver::Combat:
        return {windowText(QT_TRANSLATE_NOOP("wm::MainWindow", "&Fight a Combat Round...")),
                QStringLiteral("actionFight"),
                ctrlShift(Qt::Key_F),
                windowText(QT_TRANSLATE_NOOP("wm::MainWindow", "Fight")),
                false,
                4};
    case Resolver::Table:
        return {windowText(QT_TRANSLATE_NOOP("wm::MainWindow", "Roll on a Special &Table...")),
                QStringLiteral("actionSpecialTable"), ctrlShift(Qt::Key_T),
                windowText(QT_TRANSLATE_NOOP("wm::MainWindow", "Table"))};
    case Resolver::Charge: {
        ResolverEntry entry = moveEntry(MoveDialog::Kind::Charge, "actionCharge", ctrlShift(Qt::Key_C),
                                        QT_TRANSLATE_NOOP("wm::MainWindow", "Charge"));
        entry.toolBarPlace = 1;
        entry.startsGroup = true;
        return entry;
    }
    case Resolver::Evade:
        return moveEntry(MoveDialog::Kind::Evade, "actionEvade", ctrlShift(Qt::Key_V),
                         QT_TRANSLATE_NOOP("wm::MainWindow", "Evade"));
    case Resolver::HomeBack:
        return moveEntry(MoveDialog::Kind::HomeBack, "actionHomeBack", ctrlShift(Qt::Key_H),
                         QT_TRANSLATE_NOOP("wm::MainWindow", "Home Back"));
    case Resolver::Advance:
        return moveEntry(MoveDialog::Kind::Advance, "actionAdvance", ctrlShift(Qt::Key_A),
                         QT_TRANSLATE_NOOP("wm::MainWindow", "Advance"));
    case Resolver::Join: {
        ResolverEntry entry = moveEntry(MoveDialog::Kind::Join, "actionJoin", ctrlShift(Qt::Key_J),
                                        QT_TRANSLATE_NOOP("wm::MainWindow", "Join"));
        entry.characterMenu = true;
        return entry;
    }
    case Resolver::Confusion:
        return moveEntry(MoveDialog::Kind::Confusion, "actionConfusionTest", ctrlShift(Qt::Key_X),
                         QT_TRANSLATE_NOOP("wm::MainWindow", "Confusion"));
    case Resolver::LeaveTable:
        return moveEntry(MoveDialog::Kind::LeaveTable, "actionLeaveTable", {},
                         QT_TRANSLATE_NOOP("wm::MainWindow", "Off Table"));
    case Resolver::MovedThrough: {
        ResolverEntry entry = moveEntry(MoveDialog::Kind::MovedThrough, "actionMovedThrough", {},
                                        QT_TRANSLATE_NOOP("wm::MainWindow", "Moved Through"));
        entry.characterMenu = true;
        return entry;
    }
    }
    return {};
}

bool resolverOfferedNow(Resolver which, const Battle &battle)
{
    // Any kind the resolver records that may be recorded now: a Charge resolver records both charges.
    return [&]<size_t... Index>(std::index_sequence<Index...>)
    {
        return (
            (ResolversOfKinds[Index] == which && kindRecordableNow(battle, ActionInput(std::in_place_index<Index>))) ||
            ...);
    }
    (std::make_index_sequence<std::variant_size_v<ActionInput>>{});
}

} // namespace wm
