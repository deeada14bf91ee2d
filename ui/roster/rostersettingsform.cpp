// SPDX-License-Identifier: GPL-3.0-or-later
#include "rostersettingsform.h"

#include "core/armies/armylists.h"
#include "core/limits.h"
#include "ui/roster/armychange.h"
#include "ui/roster/messagebar.h"
#include "ui/roster/rostermodel.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace wm {

RosterSettingsForm::RosterSettingsForm(const ArmyLists &lists, RosterModel *model, MessageBar *messages,
                                       Widgets widgets, QObject *parent)
    : QObject(parent)
    , m_lists(lists)
    , m_model(model)
    , m_messages(messages)
    , m_w(widgets)
{
    for (RulesetId id : {RulesetId::Warmaster, RulesetId::Revolution})
        m_w.ruleset->addItem(Ruleset::name(id), int(id));
    // Typing a limit is one change when it is done, not one for every digit.
    m_w.pointsLimit->setKeyboardTracking(false);
    // What a roster file keeps, so that a roster saved is a roster read back.
    m_w.pointsLimit->setRange(1, Limits::PointsLimit);
    m_w.name->setMaxLength(Limits::NameLength);

    connect(m_w.name, &QLineEdit::editingFinished, this, &RosterSettingsForm::commitPendingEdits);
    connect(m_w.ruleset, &QComboBox::currentIndexChanged, this, &RosterSettingsForm::chooseRuleset);
    connect(m_w.army, &QComboBox::currentIndexChanged, this, &RosterSettingsForm::chooseArmy);
    connect(m_w.pointsLimit, &QSpinBox::valueChanged, m_model, &RosterModel::setPointsLimit);
}

void RosterSettingsForm::show(const Roster &r)
{
    // What is set here comes from the roster: it must not come back to it as a change.
    const QSignalBlocker nameBlocker(m_w.name);
    const QSignalBlocker rulesetBlocker(m_w.ruleset);
    const QSignalBlocker armyBlocker(m_w.army);
    const QSignalBlocker limitBlocker(m_w.pointsLimit);

    // Not while the player is typing a name: what they type wins once they are done.
    if (!m_w.name->isModified() && m_w.name->text() != r.name)
        m_w.name->setText(r.name);
    m_w.ruleset->setCurrentIndex(m_w.ruleset->findData(int(r.ruleset)));

    QComboBox *army = m_w.army;
    army->clear();
    for (const ArmyList &list : ArmyChange::byName(m_lists, r.ruleset))
        army->addItem(list.name, list.key);
    army->addItem(tr("No army list (units typed in)"), QString());
    if (army->findData(r.armyKey) < 0) // a list this wmassist does not have
        army->addItem(tr("%1 (not in wmassist's lists)").arg(r.armyKey), r.armyKey);
    army->setCurrentIndex(army->findData(r.armyKey));

    m_w.pointsLimit->setValue(r.pointsLimit);
}

void RosterSettingsForm::commitPendingEdits()
{
    // A name or limit still being typed when the player saves, exports or prints is part of it.
    if (m_w.name->isModified()) {
        m_w.name->setModified(false);
        m_model->rename(m_w.name->text().trimmed());
    }
    m_w.pointsLimit->interpretText();
}

void RosterSettingsForm::forgetPendingName()
{
    m_w.name->setModified(false);
}

void RosterSettingsForm::chooseRuleset(int index)
{
    if (index < 0)
        return;
    const auto ruleset = RulesetId(m_w.ruleset->itemData(index).toInt());
    const Roster &current = m_model->roster();
    if (ruleset == current.ruleset)
        return;
    // The same army in the other ruleset, when it has one.
    const ArmyChange r =
        ArmyChange::to(current, ruleset, ArmyChange::sameArmy(m_lists, ruleset, current), m_lists.magicItems(ruleset));
    m_model->replaceRoster(r.roster, m_model->storedId(), tr("Change ruleset to %1").arg(Ruleset::name(ruleset)));
    tellRebuilt(r);
}

void RosterSettingsForm::chooseArmy(int index)
{
    if (index < 0)
        return;
    const Roster &current = m_model->roster();
    const QString key = m_w.army->itemData(index).toString();
    if (key == current.armyKey)
        return;
    const ArmyList *list = m_lists.find(current.ruleset, key);
    const ArmyChange r = ArmyChange::to(current, current.ruleset, list, m_lists.magicItems(current.ruleset));
    m_model->replaceRoster(r.roster, m_model->storedId(),
                           list ? tr("Change army to %1").arg(list->name) : tr("Change army to no army list"));
    tellRebuilt(r);
}

void RosterSettingsForm::tellRebuilt(const ArmyChange &change)
{
    QStringList lines;
    if (!change.removed.isEmpty())
        lines.append(
            tr("Units the new army list lacks were removed: %1.").arg(change.removed.join(QStringLiteral(", "))));
    if (!change.lostUpgrades.isEmpty())
        lines.append(tr("Units whose upgrades the new army list does not offer lost them: %1.")
                         .arg(change.lostUpgrades.join(QStringLiteral(", "))));
    if (!change.lostMagicItems.isEmpty())
        lines.append(tr("Units that may no longer carry their magic item lost it: %1.")
                         .arg(change.lostMagicItems.join(QStringLiteral(", "))));
    if (!lines.isEmpty())
        m_messages->show(lines.join(QLatin1Char('\n')), MessageBar::Kind::Problem);
}

} // namespace wm
