<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsToPlayer;
use App\Models\User;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;

/** A bonus was given (BonusCreatedNotificationEvent in server/openapi.yaml); its amount is in the player's currency. */
class BonusCreatedNotification implements ShouldBroadcastNow
{
    use BroadcastsToPlayer;

    public function __construct(
        private User $user,
        public int $id,
        public string $title,
        public string $amount,
        public int $wager,
    ) {}
}
