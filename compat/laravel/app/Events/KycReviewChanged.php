<?php

namespace App\Events;

use Illuminate\Broadcasting\InteractsWithSockets;
use Illuminate\Broadcasting\PrivateChannel;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;
use Illuminate\Foundation\Events\Dispatchable;

/**
 * A player's kind of document joined the support desk's review list (`pending`) or left it (`approved`,
 * `rejected`), on `private-support`, which only administrators join (KycReviewChangedEvent in server/openapi.yaml).
 * It carries the player's id only: the desk reads the list again.
 */
class KycReviewChanged implements ShouldBroadcastNow
{
    use Dispatchable, InteractsWithSockets;

    public function __construct(
        public int $user_id,
        /** identity, address or payment_method */
        public string $kind,
        /** pending, approved or rejected */
        public string $status,
    ) {}

    public function broadcastOn(): array
    {
        return [new PrivateChannel('support')];
    }

    public function broadcastAs(): string
    {
        return 'KycReviewChanged';
    }
}
