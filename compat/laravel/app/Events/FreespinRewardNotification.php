<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsToPlayer;
use App\Models\User;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;

/** Free spins were given (FreespinRewardNotificationEvent in server/openapi.yaml). */
class FreespinRewardNotification implements ShouldBroadcastNow
{
    use BroadcastsToPlayer;

    public function __construct(
        private User $user,
        public int $id,
        public int $quantity,
        public string $gameTitle,
    ) {}
}
