// SPDX-License-Identifier: GPL-3.0-or-later
#include "charactercard.h"

#include "core/rules/command.h"
#include "core/rules/signednumber.h"
#include "ui/tracker/elidedlabel.h"
#include "ui/tracker/profiletext.h"
#include "ui/tracker/trackerstyle.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>

namespace wm {

// Each spell a wizard tried this turn as it went: a failed cast is no spell cast.
QStringList CharacterCard::spellsTried(const UnitState &state)
{
    QStringList lines;
    for (const QString &spell : state.spellsCastThisTurn) {
        if (state.spellsFailedThisTurn.contains(spell))
            lines.append(tr("Tried %1: failed.").arg(spell));
        else if (state.spellsCancelledThisTurn.contains(spell))
            lines.append(tr("Cast %1: cancelled.").arg(spell));
        else
            lines.append(tr("Cast %1 this turn.").arg(spell));
    }
    return lines;
}

CharacterCard::CharacterCard(QWidget *parent)
    : CardFrame(parent)
{
    setObjectName(QStringLiteral("characterCard"));
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_name = new ElidedLabel(this);
    m_name->setObjectName(QStringLiteral("name"));
    m_command = new QLabel(this);
    m_command->setObjectName(QStringLiteral("command"));
    m_orders = new QLabel(this);
    m_orders->setObjectName(QStringLiteral("orders"));
    m_orders->setTextFormat(Qt::PlainText);
    // The sentences wrap within the card and are cut at its foot: the whole of them is the tooltip.
    m_orders->setWordWrap(true);
    m_orders->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_orders->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_profile = new ElidedLabel(this);
    m_profile->setObjectName(QStringLiteral("profile"));
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(CardFrame::frameMargins() + QMargins(2, 1, 2, 1));
    layout->setHorizontalSpacing(12);
    layout->setVerticalSpacing(2);
    layout->addWidget(m_name, 0, 0);
    layout->addWidget(m_command, 0, 1, Qt::AlignRight);
    layout->addWidget(m_profile, 1, 0, 1, 2);
    layout->addWidget(m_orders, 2, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    layout->setRowStretch(2, 1);
    applyFonts();
    applyColours();
}

void CharacterCard::setCharacter(const Unit &character, const Ruleset &ruleset, int ordersGiven, Orders orders,
                                 const QColor &accent, const QString &withUnit)
{
    setUnitId(character.id);
    setAccent(accent);
    setGone(character.state.isDestroyed());
    const bool gone = isGone();
    const QString type = UnitTypeText::name(character.profile.type);
    // "Orc General", not "Orc General (General)"; but "Orc Shaman (Wizard)" says what a Shaman is.
    const QString fullName = character.displayName();
    m_name->setText(fullName.contains(type, Qt::CaseInsensitive) ? fullName : tr("%1 (%2)").arg(fullName, type));
    m_command->setText(character.profile.command ? tr("Command %1").arg(*character.profile.command) : QString());
    const QString rules = ProfileText::ruleNames(character.profile);
    // His attack bonus, Command and move, as the unit cards give theirs; then his rules' names.
    const QString line = ProfileText::line(character.profile, ruleset);
    m_profile->setText(rules.isEmpty() ? line : tr("%1 · %2").arg(line, rules));
    m_profile->setToolTip(ProfileText::rulesToolTip(character.profile));
    if (gone && character.state.destroyed == DestroyedBy::WithUnit)
        m_orders->setText(tr("Slain with his unit"));
    else if (gone && character.state.destroyed == DestroyedBy::MovedThrough)
        m_orders->setText(tr("Slain: moved through by the enemy with no friend to join"));
    else if (gone)
        m_orders->setText(tr("Slain"));
    else if (orders == Orders::None)
        m_orders->clear();
    else if (orders == Orders::MayOrder)
        m_orders->setText(ordersGiven == 0 ? tr("No orders given yet; may give orders.")
                                           : tr("Orders given: %1; may give more.").arg(ordersGiven));
    else if (orders == Orders::GeneralFailed)
        m_orders->setText(
            tr("Orders given: %1; the General failed an order, so nobody may give more this phase.").arg(ordersGiven));
    else if (orders == Orders::Finished)
        m_orders->setText(
            tr("Orders given: %1; another character has begun, so he has finished this phase.").arg(ordersGiven));
    else
        m_orders->setText(
            tr("Orders given: %1; failed an order, so no more from this character this phase.").arg(ordersGiven));
    if (!gone && !withUnit.isEmpty())
        m_orders->setText(m_orders->text().isEmpty() ? tr("With %1.").arg(withUnit)
                                                     : tr("With %1. %2").arg(withUnit, m_orders->text()));
    if (!gone) {
        // A wizard's spells this turn, and an aura he carries, which the players measure from him.
        QStringList magic = spellsTried(character.state);
        for (const SpellOnUnit &on : character.state.spells) {
            if (!on.aura)
                continue;
            const QString who = on.onEnemies ? tr("enemy units within %1 cm").arg(on.rangeCm)
                                             : tr("friendly units within %1 cm").arg(on.rangeCm);
            magic.append(on.endsTurn ? tr("%1 on %2: %3, to the end of turn %4.")
                                           .arg(on.spell, who, SpellText::state(on.state, on.value))
                                           .arg(*on.endsTurn)
                                     : tr("%1 on %2: %3.").arg(on.spell, who, SpellText::state(on.state, on.value)));
        }
        // His device of power once it is worn or used: the profile line names it already.
        if (const auto item = character.profile.magicItem;
            item && magicItemKind(*item) == MagicItemKind::DeviceOfPower) {
            const QString name = MagicItemText::name(*item);
            if (character.state.helmThisTurn)
                magic.append(tr("%1 \u2014 worn this turn (%2 Command).").arg(name, signedNumber(HelmCommandBonus)));
            else if (character.state.deviceSpent)
                magic.append(tr("%1 \u2014 used.").arg(name));
        }
        // A once-a-battle bonus the players would otherwise have to remember using.
        if (character.state.castBonusUsed)
            magic.append(tr("Bonus to cast \u2014 used."));
        if (character.state.dispelBonusUsed)
            magic.append(tr("Bonus to dispel \u2014 used."));
        if (character.state.spellbound)
            magic.append(tr("Spellbound: \u22121 on every cast."));
        if (!magic.isEmpty())
            m_orders->setText(m_orders->text().isEmpty() ? magic.join(u' ')
                                                         : tr("%1 %2").arg(m_orders->text(), magic.join(u' ')));
    }
    m_orders->setToolTip(m_orders->text());
}

QString CharacterCard::ordersText() const
{
    return m_orders->text();
}

void CharacterCard::applyFonts()
{
    QFont title = font();
    title.setBold(true);
    title.setPointSizeF(font().pointSizeF() * 1.1);
    m_name->setFont(title);
    m_command->setFont(title);
    m_orders->setFont(font());
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.9);
    m_profile->setFont(small);
}

void CharacterCard::applyColours()
{
    CardFrame::applyColours();
    // His rules' line is quieter than his name and orders.
    const QPalette p = QApplication::palette();
    QPalette quiet = m_profile->palette();
    quiet.setColor(QPalette::WindowText,
                   p.color(isGone() ? QPalette::Disabled : QPalette::Active, QPalette::PlaceholderText));
    m_profile->setPalette(quiet);
}

void CharacterCard::mousePressEvent(QMouseEvent *event)
{
    CardFrame::mousePressEvent(event);
    if (!isGone())
        Q_EMIT clicked(unitId());
}

void CharacterCard::changeEvent(QEvent *event)
{
    CardFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

} // namespace wm
