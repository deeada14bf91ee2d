// SPDX-License-Identifier: GPL-3.0-or-later
#include "joinpage.h"

#include "core/rules/movement.h"
#include "ui/resolve/resolverdialog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace wm {

JoinPage::JoinPage(const MovePageLinks &links)
    : MovePage(links)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    m_character = new QComboBox(this);
    m_character->setObjectName(QStringLiteral("characterCombo"));
    form->addRow(tr("&Character:"), m_character);
    m_joined = new QComboBox(this);
    m_joined->setObjectName(QStringLiteral("joinedCombo"));
    form->addRow(tr("&Joins:"), m_joined);
    auto *note = new QLabel(tr("A character with a unit moves with it and is slain if it is destroyed."), this);
    note->setWordWrap(true);
    form->addRow(note);
    connect(m_character, &QComboBox::currentIndexChanged, this, [this] { askRefill(); });
    connect(m_joined, &QComboBox::currentIndexChanged, this, [this] { askFormChanged(); });
}

QString JoinPage::title()
{
    return tr("A character joining a unit");
}

QString JoinPage::menuText()
{
    return tr("&Join a Unit...");
}

void JoinPage::refill()
{
    const Battle &battle = game().battle();
    const Side active = battle.activeSide();
    fillCombo(m_character, unitsOf(active, true) + unitsOf(active.opponent(), true),
              [](const Unit &) { return std::optional<Error>(); });
    const QVariant character = m_character->currentData();
    const Unit *c = character.isValid() ? battle.unit(character.value<UnitId>()) : nullptr;
    const QSignalBlocker blocker(m_joined);
    const QVariant current = m_joined->currentData();
    m_joined->clear();
    if (!c)
        return;
    const int firstAllowed = fillJoined(*c);
    auto allowed = [&](int index) { return index >= 0 && !m_joined->itemData(index, Qt::UserRole - 1).isValid(); };
    // The player's last choice, else the unit he is with, else the first he may join.
    int index = current.isValid() ? m_joined->findData(current) : -1;
    if (!allowed(index) && c->state.joinedUnit)
        index = m_joined->findData(*c->state.joinedUnit);
    if (!allowed(index))
        index = firstAllowed >= 0 ? firstAllowed : 0;
    m_joined->setCurrentIndex(index);
}

int JoinPage::fillJoined(const Unit &character)
{
    m_joined->addItem(tr("No unit: he leaves the one he was with"), QVariant());
    int firstAllowed = -1;
    for (const Unit *u : unitsOf(*game().battle().sideOf(character.id), false)) {
        // A unit his army list keeps him out of is shown greyed, with the reason.
        const std::optional<Error> refusal = whyCannotJoin(character, *u);
        m_joined->addItem(refusal ? ResolverDialog::refusedText(*u, *refusal) : u->displayName(), u->id);
        if (refusal) {
            m_joined->setItemData(m_joined->count() - 1, 0, Qt::UserRole - 1);
            m_joined->setItemData(m_joined->count() - 1, refusal->message, Qt::ToolTipRole);
        } else if (firstAllowed < 0) {
            firstAllowed = m_joined->count() - 1;
        }
    }
    return firstAllowed;
}

std::optional<ActionInput> JoinPage::action(QString &missing) const
{
    const auto character = selected(m_character);
    if (!character) {
        missing = tr("Pick the character.");
        return std::nullopt;
    }
    const QVariant unit = m_joined->currentData();
    return JoinAction{*character, unit.isValid() ? std::optional<UnitId>(unit.value<UnitId>()) : std::nullopt};
}

QString JoinPage::referenceKey() const
{
    return QStringLiteral("moves");
}

} // namespace wm
